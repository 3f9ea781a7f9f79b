// Services (spec section 1): consultation, documentation, start-up solutions, advisory and trademark work.
// Section ids are link targets from the home page and the footer (#documentation).
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import './public.css';

const services = [
  {
    id: 'consultation',
    title: 'Online consultation with a lawyer',
    text: 'Secure calls and chat with verified lawyers, priced per minute (from ₹19.99/- a minute), with your first consultation from ₹0/-.',
    to: '/consultation',
    action: 'Book a consultation',
  },
  {
    id: 'documentation',
    title: 'Legal documentation',
    text: 'Rent and sale agreements, affidavits, wills, powers of attorney and legal notices drafted or reviewed by an expert and delivered by e-mail.',
    to: '/documents',
    action: 'Browse documents',
  },
  {
    id: 'start-ups',
    title: 'Start-up legal solutions',
    text: 'Company incorporation, founders’ and shareholder agreements, employment contracts, compliance and trademark registration.',
    to: '/consultation',
    action: 'Talk to a start-up lawyer',
  },
  {
    id: 'advisory',
    title: 'Law advisory',
    text: 'Ongoing advice from a lawyer who knows your matter, across civil, criminal, family, labor and property law.',
    to: '/consultation',
    action: 'Find an advisor',
  },
  {
    id: 'property',
    title: 'Property registration',
    text: 'Stamp duty, documents, time limits and mortgages explained, and a lawyer to check your deed before you sign.',
    to: '/property-registration',
    action: 'Read the guide',
  },
];

export default function ServicesPage() {
  return (
    <Page
      heading="Our services"
      description="Online consultation, legal documentation, start-up legal solutions, law advisory and trademark work."
    >
      <ul className="card-grid plain">
        {services.map((s) => (
          <li key={s.id} id={s.id} className="card">
            <h2 className="card-title">{s.title}</h2>
            <p>{s.text}</p>
            <Link to={s.to}>{s.action}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
