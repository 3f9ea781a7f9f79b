// One legal-document package (/documents/:slug): what is included, what the client provides, who drafts it,
// the questions asked after payment, and Buy now (an order, then the payment page).
import { formatRupees } from '@contract/rupees';
import { serviceOrderSteps } from '@contract/serviceOrderTerms';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useStoredSession } from '@/components/useStoredSession';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { categoryLabels } from './DocumentsPage';
import './public.css';

function DocumentDetailPage() {
  const { slug = '' } = useParams();
  const { serviceOrders } = useStores();
  const session = useStoredSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [buying, setBuying] = useState(false);
  const t = useT();
  useEffect(() => {
    void serviceOrders.loadService(slug);
  }, [serviceOrders, slug]);
  const shown = serviceOrders.service.data;
  const service = shown?.slug === slug ? shown : null;

  async function buy() {
    if (!service) return;
    setBuying(true);
    setError(null);
    try {
      const order = await serviceOrders.buy(service._id);
      navigate(`/payment?serviceOrder=${encodeURIComponent(order._id)}`);
    } catch (e) {
      setError((isApiError(e) && e.serverMessage) || t('The order could not be started. Please try again.'));
    } finally {
      setBuying(false);
    }
  }

  if (serviceOrders.service.state === 'failed' && !service)
    return (
      <Page heading={t('Document not found')}>
        <p>{serviceOrders.service.error}</p>
        <Link to="/documents">{t('See all documents')}</Link>
      </Page>
    );
  if (!service)
    return (
      <Page heading={t('Legal documents')}>
        <Loaded resource={serviceOrders.service}>{() => null}</Loaded>
      </Page>
    );
  return (
    <Page heading={service.title} description={service.description}>
      <p className="muted">{t(categoryLabels[service.category])}</p>
      <p className="price">
        {formatRupees(service.pricePaise)} <span className="muted">{t('(GST included)')}</span>
      </p>
      <p>
        {t('Delivered in {days}, with {revisions}.', {
          days: t('{days, plural, one {# working day} other {# working days}}', {
            days: service.turnaroundDays,
          }),
          revisions: t('{count, plural, one {# revision included} other {# revisions included}}', {
            count: service.revisions,
          }),
        })}
      </p>
      <div className="card-grid">
        <section className="card" aria-labelledby="included-heading">
          <h2 id="included-heading" className="card-title">
            {t('What is included')}
          </h2>
          <ul>
            {service.included.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="provides-heading">
          <h2 id="provides-heading" className="card-title">
            {t('What you provide')}
          </h2>
          <ul>
            {service.provides.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="who-heading">
          <h2 id="who-heading" className="card-title">
            {t('Who drafts it')}
          </h2>
          <p>{service.draftedBy}</p>
        </section>
      </div>
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t('How it works')}</h2>
        <ol>
          {serviceOrderSteps.map((step) => (
            <li key={step.title}>
              <strong>{t(step.title)}</strong>: {t(step.text)}
            </li>
          ))}
        </ol>
      </section>
      {error && <p role="alert">{error}</p>}
      {session === 'signed-out' ? (
        <p>
          <Link to="/login" className="button-primary">
            {t('Log in to buy')}
          </Link>
        </p>
      ) : (
        <p>
          <button
            type="button"
            className="button-primary"
            disabled={buying || session !== 'signed-in'}
            onClick={() => void buy()}
            aria-label={t('Buy now: {title} for {price}', {
              title: service.title,
              price: formatRupees(service.pricePaise),
            })}
          >
            {t('Buy now')}
          </button>
        </p>
      )}
    </Page>
  );
}

export default observer(DocumentDetailPage);
