// The home page's landing variant (spec section 2): hero 'Stuck in paper works?', a stats row, a carousel of
// eight document categories and the four-step timeline.
import { serviceOrderSteps } from '@contract/serviceOrderTerms';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PagedCarousel } from './shared/PagedCarousel';
import { StatsRow } from './shared/StatsRow';
import { Timeline } from './shared/Timeline';
import { homeStats } from './home/homeContent';
import './public.css';

const categories = [
  { name: 'Rent agreement', text: 'Residential and commercial leases drafted to your terms.' },
  { name: 'Sale agreement', text: 'Agreement to sale drafted or reviewed before you pay the advance.' },
  { name: 'Affidavit', text: 'Name change, address proof, income and other affidavits.' },
  { name: 'Will', text: 'A clear will so your family inherits without disputes.' },
  { name: 'Power of attorney', text: 'General or special POA for property, banking or court work.' },
  { name: 'Legal notice', text: 'Recovery, cheque bounce, tenancy and consumer notices.' },
  { name: 'Partnership deed', text: 'Profit sharing, capital and exit terms for your firm.' },
  { name: 'Trademark', text: 'Search, filing and replies to objections for your brand.' },
];

/** The four steps, shared with the document order page (contract/serviceOrders.ts). */
const steps = serviceOrderSteps;

export default function LandingPage() {
  return (
    <Page
      heading="Stuck in paper works?"
      description="Agreements, affidavits, notices and deeds drafted by verified lawyers and delivered to your inbox."
    >
      <div className="hero-actions">
        <Link to="/consultation" className="button-primary">
          Talk to an expert
        </Link>
        <Link to="/documents" className="button-secondary">
          See all documents
        </Link>
      </div>
      <StatsRow label="LexSetu in numbers" stats={homeStats} />
      <section className="home-section" aria-labelledby="landing-categories">
        <h2 id="landing-categories">Popular documents</h2>
        <PagedCarousel
          label="Document categories"
          items={categories}
          perPage={4}
          keyOf={(c) => c.name}
          render={(c) => (
            <article className="card">
              <h3>{c.name}</h3>
              <p>{c.text}</p>
            </article>
          )}
        />
      </section>
      <Timeline heading="How it works" steps={steps} />
    </Page>
  );
}
