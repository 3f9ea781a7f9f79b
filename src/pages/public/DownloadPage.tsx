// The desktop app: what it offers and how to get it (the footer's and home page's 'Download' links).
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import './public.css';

const platforms = [
  { name: 'Windows', text: 'Windows 10 or later, 64-bit installer.' },
  { name: 'macOS', text: 'macOS 12 or later, Apple silicon and Intel.' },
  { name: 'Linux', text: 'AppImage and .deb packages for 64-bit distributions.' },
];

export default function DownloadPage() {
  return (
    <Page
      heading="Download the LexSetu app"
      description="The LexSetu desktop app: your consultations, documents and invoices in one window, signed in securely."
    >
      <ul className="card-grid plain">
        {platforms.map((p) => (
          <li key={p.name} className="card">
            <h2 className="card-title">{p.name}</h2>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
      <section className="home-section prose">
        <h2>Why the desktop app</h2>
        <ul>
          <li>Your sign-in is kept in the system keychain, not in the browser.</li>
          <li>Attach documents straight from your files with the system file dialog.</li>
          <li>Works with a bundled local server for offline demos.</li>
        </ul>
        <p>
          Installers are handed out by our team while the app is in early access.{' '}
          <Link to="/contact">Contact us</Link> to get yours, or keep using LexSetu in the browser.
        </p>
      </section>
    </Page>
  );
}
