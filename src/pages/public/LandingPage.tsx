// The home page's landing variant (spec section 2): hero 'Stuck in paper works?', a stats row, a carousel of
// eight document categories and the four-step timeline.
import { serviceOrderSteps } from '@contract/serviceOrderTerms';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import { PagedCarousel } from './shared/PagedCarousel';
import { StatsRow } from './shared/StatsRow';
import { Timeline } from './shared/Timeline';
import { homeStats } from './home/homeContent';
import './public.css';

const categories = [
  { name: msg('Rent agreement'), text: msg('Residential and commercial leases drafted to your terms.') },
  {
    name: msg('Sale agreement'),
    text: msg('Agreement to sale drafted or reviewed before you pay the advance.'),
  },
  { name: msg('Affidavit'), text: msg('Name change, address proof, income and other affidavits.') },
  { name: msg('Will'), text: msg('A clear will so your family inherits without disputes.') },
  {
    name: msg('Power of attorney'),
    text: msg('General or special POA for property, banking or court work.'),
  },
  { name: msg('Legal notice'), text: msg('Recovery, cheque bounce, tenancy and consumer notices.') },
  { name: msg('Partnership deed'), text: msg('Profit sharing, capital and exit terms for your firm.') },
  { name: msg('Trademark'), text: msg('Search, filing and replies to objections for your brand.') },
];

/** The four steps, shared with the document order page (contract/serviceOrders.ts). */
const steps = serviceOrderSteps;

export default function LandingPage() {
  const t = useT();
  return (
    <Page
      heading={t('Stuck in paper works?')}
      description={t(
        'Agreements, affidavits, notices and deeds drafted by verified lawyers and delivered to your inbox.',
      )}
    >
      <div className="hero-actions">
        <Link to="/consultation" className="button-primary">
          {t('Talk to an expert')}
        </Link>
        <Link to="/documents" className="button-secondary">
          {t('See all documents')}
        </Link>
      </div>
      <StatsRow label={t('LexSetu in numbers')} stats={homeStats} />
      <section className="home-section" aria-labelledby="landing-categories">
        <h2 id="landing-categories">{t('Popular documents')}</h2>
        <PagedCarousel
          label={t('Document categories')}
          items={categories}
          perPage={4}
          keyOf={(c) => c.name}
          render={(c) => (
            <article className="card">
              <h3>{t(c.name)}</h3>
              <p>{t(c.text)}</p>
            </article>
          )}
        />
      </section>
      <Timeline heading={t('How it works')} steps={steps} />
    </Page>
  );
}
