// The desktop app: what it offers and how to get it (the footer's and home page's 'Download' links).
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { msg, T, useT } from '@/i18n';
import './public.css';

const platforms = [
  { name: 'Windows', text: msg('Windows 10 or later, 64-bit installer.') },
  { name: 'macOS', text: msg('macOS 12 or later, Apple silicon and Intel.') },
  { name: 'Linux', text: msg('AppImage and .deb packages for 64-bit distributions.') },
];

export default function DownloadPage() {
  const t = useT();
  return (
    <Page
      heading={t('Download the LexSetu app')}
      description={t(
        'The LexSetu desktop app: your consultations, documents and invoices in one window, signed in securely.',
      )}
    >
      <ul className="card-grid plain">
        {platforms.map((p) => (
          <li key={p.name} className="card">
            <h2 className="card-title">{p.name}</h2>
            <p>{t(p.text)}</p>
          </li>
        ))}
      </ul>
      <section className="home-section prose">
        <h2>{t('Why the desktop app')}</h2>
        <ul>
          <li>{t('Your sign-in is kept in the system keychain, not in the browser.')}</li>
          <li>{t('Attach documents straight from your files with the system file dialog.')}</li>
          <li>{t('Works with a bundled local server for offline demos.')}</li>
        </ul>
        <p>
          <T
            id="Installers are handed out by our team while the app is in early access. <0>Contact us</0> to get yours, or keep using LexSetu in the browser."
            components={{ 0: <Link to="/contact" /> }}
          />
        </p>
      </section>
    </Page>
  );
}
