// Public footer (spec section 2): actions, Company and Features columns, social links, e-mail, postal
// address and the copyright line. The spec's placeholder links lead to real pages here.
import { Link } from 'react-router-dom';
import { contactEmail, postalAddress, socialLinks } from './siteInfo';

const companyLinks = [
  { to: '/contact', label: 'Contact' },
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/about', label: 'About' },
  { to: '/privacy-policy', label: 'Privacy policy' },
];

const featureLinks = [
  { to: '/download', label: 'App' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/documents', label: 'Documents' },
  { to: '/partner-with-us', label: 'Partner with us' },
];

export function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="footer-actions">
        <Link to="/contact" className="button-primary">
          Book a demo
        </Link>
        <Link to="/account-creation/professional">Become a professional</Link>
        <Link to="/download">Download the app</Link>
      </div>
      <div className="footer-columns">
        <nav aria-label="Company">
          <h2>Company</h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Features">
          <h2>Features</h2>
          <ul>
            {featureLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Get in touch</h2>
          <address>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            <br />
            {postalAddress}
          </address>
          <ul className="social-links">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noreferrer" aria-label={`LexSetu on ${link.name}`}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="copyright">© 2024 LexSetu. All rights reserved.</p>
    </footer>
  );
}
