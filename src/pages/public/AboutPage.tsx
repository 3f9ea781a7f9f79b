// About (spec section 2): mission, five reasons, impact figures and the three founders.
import { Page } from '@/components/Page';
import { StatsRow } from './shared/StatsRow';
import { homeStats } from './home/homeContent';
import './public.css';

const reasons = [
  {
    title: 'Verified lawyers only',
    text: 'Every lawyer’s Bar Council enrolment is checked before they can be booked.',
  },
  { title: 'Clear prices', text: 'Per-minute rates shown up front, and a first consultation from ₹0/-.' },
  { title: 'Private and secure', text: 'Calls and chats protected with 256-bit encryption.' },
  { title: 'Any time, anywhere', text: 'Audio and internet calls 24x7, on the web and the desktop app.' },
  { title: 'Your language', text: 'Consult in English, Hindi, Tamil and other Indian languages.' },
];

const founders = [
  { name: 'Nisha Kapoor', role: 'Co-founder and CEO', text: 'Former litigator at the Delhi High Court.' },
  {
    name: 'Aditya Rao',
    role: 'Co-founder and CTO',
    text: 'Built payment and identity systems for Indian fintechs.',
  },
  {
    name: 'Sameer Khan',
    role: 'Co-founder and Head of Legal Network',
    text: 'Corporate lawyer who has mentored start-ups for a decade.',
  },
];

export default function AboutPage() {
  return (
    <Page
      heading="About us"
      description="Our mission is to make trusted legal help simple to find and affordable for everyone in India."
    >
      <section className="home-section prose" aria-labelledby="mission-heading">
        <h2 id="mission-heading">Our mission</h2>
        <p>
          Most people in India meet a lawyer only when a problem has already grown. LexSetu connects clients
          with verified lawyers in minutes, at a clear price, so legal advice comes early and from the right
          expert.
        </p>
      </section>
      <section className="home-section" aria-labelledby="reasons-heading">
        <h2 id="reasons-heading">Five reasons to choose LexSetu</h2>
        <ul className="card-grid plain">
          {reasons.map((r) => (
            <li key={r.title} className="card">
              <h3>{r.title}</h3>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="impact-heading">
        <h2 id="impact-heading">Our impact</h2>
        <StatsRow label="Our impact in numbers" stats={homeStats} />
      </section>
      <section className="home-section" aria-labelledby="founders-heading">
        <h2 id="founders-heading">Our founders</h2>
        <ul className="card-grid plain">
          {founders.map((f) => (
            <li key={f.name} className="card">
              <h3>{f.name}</h3>
              <p className="muted">{f.role}</p>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
