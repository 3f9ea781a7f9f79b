// Documents (/documents, the footer's Documents link): every legal-document package on sale, from the API's
// public catalogue, each with its price, turnaround and a link to its page.
import { formatRupees } from '@contract/rupees';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import { useStoredSession } from '@/components/useStoredSession';
import { useStores } from '@/stores/context';
import './public.css';

export const categoryLabels = {
  drafting: msg('Drafting'),
  review: msg('Review'),
  trademark: msg('Trademark'),
  'start-up': msg('Start-up'),
} as const;

function DocumentsPage() {
  const { serviceOrders } = useStores();
  const session = useStoredSession();
  const t = useT();
  useEffect(() => {
    void serviceOrders.loadCatalogue();
  }, [serviceOrders]);
  return (
    <Page
      heading={t('Legal documents')}
      description={t(
        'Fixed-price drafting and review packages, each done by a verified lawyer and delivered by e-mail.',
      )}
    >
      {session === 'signed-in' && (
        <p>
          <Link to="/dashboard/service-orders">{t('Your document orders')}</Link>
        </p>
      )}
      <Loaded resource={serviceOrders.catalogue}>
        {(catalogue) => (
          <ul className="card-grid plain" aria-label={t('Document packages')}>
            {catalogue.map((s) => (
              <li key={s._id} className="card">
                <p className="muted">{t(categoryLabels[s.category])}</p>
                <h2 className="card-title">{s.title}</h2>
                <p>{s.description}</p>
                <p className="price">{formatRupees(s.pricePaise)}</p>
                <p className="muted">
                  {t('{days, plural, one {# working day} other {# working days}}', {
                    days: s.turnaroundDays,
                  })}{' '}
                  ·{' '}
                  {t('{count, plural, one {# revision included} other {# revisions included}}', {
                    count: s.revisions,
                  })}
                </p>
                <Link
                  to={`/documents/${s.slug}`}
                  aria-label={t('See what is included: {title}', { title: s.title })}
                >
                  {t('See what is included')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(DocumentsPage);
