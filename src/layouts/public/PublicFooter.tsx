// Public footer (spec section 2): actions, Company and Features columns, social links, e-mail, postal
// address and the copyright line. The spec's placeholder links lead to real pages here.
import { Link } from 'react-router-dom';
import { msg, useT } from '@/i18n';
import { contactEmail, postalAddress, socialLinks } from './siteInfo';

const companyLinks = [
  { to: '/contact', label: msg('Contact') },
  { to: '/terms-and-conditions', label: msg('Terms and conditions') },
  { to: '/about', label: msg('About') },
  { to: '/privacy-policy', label: msg('Privacy policy') },
];

const featureLinks = [
  { to: '/download', label: msg('App') },
  { to: '/how-it-works', label: msg('How it works') },
  { to: '/documents', label: msg('Documents') },
  { to: '/partner-with-us', label: msg('Partner with us') },
];

export function PublicFooter() {
  const t = useT();
  return (
    <footer className="public-footer">
      <div className="footer-actions">
        <Link to="/contact" className="button-primary">
          {t('Book a demo')}
        </Link>
        <Link to="/account-creation/professional">{t('Become a professional')}</Link>
        <Link to="/download">{t('Download the app')}</Link>
      </div>
      <div className="footer-columns">
        <nav aria-label={t('Company')}>
          <h2>{t('Company')}</h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('Features')}>
          <h2>{t('Features')}</h2>
          <ul>
            {featureLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t('Get in touch')}</h2>
          <address>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            <br />
            {postalAddress}
          </address>
          <ul className="social-links">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('LexSetu on {network}', { network: link.name })}
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="copyright">{t('© 2024 LexSetu. All rights reserved.')}</p>
    </footer>
  );
}
