// About (spec section 2): mission, five reasons, impact figures and the three founders.
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import { StatsRow } from './shared/StatsRow';
import { homeStats } from './home/homeContent';
import './public.css';

const reasons = [
  {
    title: msg('Verified lawyers only'),
    text: msg('Every lawyer’s Bar Council enrolment is checked before they can be booked.'),
  },
  {
    title: msg('Clear prices'),
    text: msg('Per-minute rates shown up front, and a first consultation from ₹0/-.'),
  },
  { title: msg('Private and secure'), text: msg('Calls and chats protected with 256-bit encryption.') },
  {
    title: msg('Any time, anywhere'),
    text: msg('Audio and internet calls 24x7, on the web and the desktop app.'),
  },
  { title: msg('Your language'), text: msg('Consult in English, Hindi, Tamil and other Indian languages.') },
];

const founders = [
  {
    name: 'Nisha Kapoor',
    role: msg('Co-founder and CEO'),
    text: msg('Former litigator at the Delhi High Court.'),
  },
  {
    name: 'Aditya Rao',
    role: msg('Co-founder and CTO'),
    text: msg('Built payment and identity systems for Indian fintechs.'),
  },
  {
    name: 'Sameer Khan',
    role: msg('Co-founder and Head of Legal Network'),
    text: msg('Corporate lawyer who has mentored start-ups for a decade.'),
  },
];

export default function AboutPage() {
  const t = useT();
  return (
    <Page
      heading={t('About us')}
      description={t(
        'Our mission is to make trusted legal help simple to find and affordable for everyone in India.',
      )}
    >
      <section className="home-section prose" aria-labelledby="mission-heading">
        <h2 id="mission-heading">{t('Our mission')}</h2>
        <p>
          {t(
            'Most people in India meet a lawyer only when a problem has already grown. LexSetu connects clients with verified lawyers in minutes, at a clear price, so legal advice comes early and from the right expert.',
          )}
        </p>
      </section>
      <section className="home-section" aria-labelledby="reasons-heading">
        <h2 id="reasons-heading">{t('Five reasons to choose LexSetu')}</h2>
        <ul className="card-grid plain">
          {reasons.map((r) => (
            <li key={r.title} className="card">
              <h3>{t(r.title)}</h3>
              <p>{t(r.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="impact-heading">
        <h2 id="impact-heading">{t('Our impact')}</h2>
        <StatsRow label={t('Our impact in numbers')} stats={homeStats} />
      </section>
      <section className="home-section" aria-labelledby="founders-heading">
        <h2 id="founders-heading">{t('Our founders')}</h2>
        <ul className="card-grid plain">
          {founders.map((f) => (
            <li key={f.name} className="card">
              <h3>{f.name}</h3>
              <p className="muted">{t(f.role)}</p>
              <p>{t(f.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
