// Services (spec section 1): consultation, documentation, start-up solutions, advisory and trademark work.
// Section ids are link targets from the home page and the footer (#documentation).
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import './public.css';

const services = [
  {
    id: 'consultation',
    title: msg('Online consultation with a lawyer'),
    text: msg(
      'Secure calls and chat with verified lawyers, priced per minute (from ₹19.99/- a minute), with your first consultation from ₹0/-.',
    ),
    to: '/consultation',
    action: msg('Book a consultation'),
  },
  {
    id: 'documentation',
    title: msg('Legal documentation'),
    text: msg(
      'Rent and sale agreements, affidavits, wills, powers of attorney and legal notices drafted or reviewed by an expert and delivered by e-mail.',
    ),
    to: '/documents',
    action: msg('Browse documents'),
  },
  {
    id: 'start-ups',
    title: msg('Start-up legal solutions'),
    text: msg(
      'Company incorporation, founders’ and shareholder agreements, employment contracts, compliance and trademark registration.',
    ),
    to: '/consultation',
    action: msg('Talk to a start-up lawyer'),
  },
  {
    id: 'advisory',
    title: msg('Law advisory'),
    text: msg(
      'Ongoing advice from a lawyer who knows your matter, across civil, criminal, family, labor and property law.',
    ),
    to: '/consultation',
    action: msg('Find an advisor'),
  },
  {
    id: 'property',
    title: msg('Property registration'),
    text: msg(
      'Stamp duty, documents, time limits and mortgages explained, and a lawyer to check your deed before you sign.',
    ),
    to: '/property-registration',
    action: msg('Read the guide'),
  },
];

export default function ServicesPage() {
  const t = useT();
  return (
    <Page
      heading={t('Our services')}
      description={t(
        'Online consultation, legal documentation, start-up legal solutions, law advisory and trademark work.',
      )}
    >
      <ul className="card-grid plain">
        {services.map((s) => (
          <li key={s.id} id={s.id} className="card">
            <h2 className="card-title">{t(s.title)}</h2>
            <p>{t(s.text)}</p>
            <Link to={s.to}>{t(s.action)}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
