// Documents (/documents, the footer's Documents link): every legal-document package on sale, from the API's
// public catalogue, each with its price, turnaround and a link to its page.
import { formatRupees } from '@contract/rupees';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useStoredSession } from '@/components/useStoredSession';
import { useStores } from '@/stores/context';
import './public.css';

export const categoryLabels = {
  drafting: 'Drafting',
  review: 'Review',
  trademark: 'Trademark',
  'start-up': 'Start-up',
} as const;

function DocumentsPage() {
  const { serviceOrders } = useStores();
  const session = useStoredSession();
  useEffect(() => {
    void serviceOrders.loadCatalogue();
  }, [serviceOrders]);
  return (
    <Page
      heading="Legal documents"
      description="Fixed-price drafting and review packages, each done by a verified lawyer and delivered by e-mail."
    >
      {session === 'signed-in' && (
        <p>
          <Link to="/dashboard/service-orders">Your document orders</Link>
        </p>
      )}
      <Loaded resource={serviceOrders.catalogue}>
        {(catalogue) => (
          <ul className="card-grid plain" aria-label="Document packages">
            {catalogue.map((s) => (
              <li key={s._id} className="card">
                <p className="muted">{categoryLabels[s.category]}</p>
                <h2 className="card-title">{s.title}</h2>
                <p>{s.description}</p>
                <p className="price">{formatRupees(s.pricePaise)}</p>
                <p className="muted">
                  {s.turnaroundDays} working day{s.turnaroundDays === 1 ? '' : 's'} · {s.revisions} revision
                  {s.revisions === 1 ? '' : 's'} included
                </p>
                <Link to={`/documents/${s.slug}`} aria-label={`See what is included: ${s.title}`}>
                  See what is included
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
