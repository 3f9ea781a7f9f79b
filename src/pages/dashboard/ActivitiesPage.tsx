// Activities: the user's real requests, bookings, payments and documents (GET /api/transactions) with the spec's
// period and sort dropdowns and search, each row with its type icon (request or payment). The InvoicesStore
// holds the rows, a page at a time (Load more).
import type { Activity, Period } from '@contract';
import { activitySorts, periods } from '@contract/moneyTerms';
import { formatRupees } from '@contract/rupees';
import { SearchInput } from '@/components/inputs';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';
import { useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';

type Sort = (typeof activitySorts)[number];

const iconBase = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
};
function TypeIcon({ type }: { type: Activity['type'] }) {
  const t = useT();
  if (type === 'refund')
    return (
      <svg {...iconBase} role="img" aria-label={t('Refund')}>
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h11a5 5 0 0 1 0 10h-4" />
      </svg>
    );
  return type === 'payment' ? (
    <svg {...iconBase} role="img" aria-label={t('Payment')}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
    </svg>
  ) : (
    <svg {...iconBase} role="img" aria-label={t('Request')}>
      <path d="M6 2h9l5 5v15H6z" />
      <path d="M14 2v6h6M9 13h7M9 17h7" />
    </svg>
  );
}

function ActivitiesPage() {
  const { invoices } = useStores();
  const t = useT();
  const [period, setPeriod] = useState<Period>('All Data');
  const [sort, setSort] = useState<Sort>('By date');
  const [search, setSearch] = useState('');

  // Asked once typing pauses; the newest answer wins (the store's Resource drops a late one).
  useEffect(() => {
    const timer = setTimeout(() => void invoices.showActivities({ period, sort, q: search.trim() }), 250);
    return () => clearTimeout(timer);
  }, [invoices, period, sort, search]);

  return (
    <Page heading={t('Activities')} description={t('Your requests and payments over time.')}>
      <div className="list-toolbar">
        <ChoiceSelect
          aria-label={t('Period')}
          value={period}
          onChange={setPeriod}
          options={periods.map((p) => ({ value: p, label: t(p) }))}
          className="list-toolbar-select"
        />
        <ChoiceSelect
          aria-label={t('Sort')}
          value={sort}
          onChange={setSort}
          options={activitySorts.map((s) => ({ value: s, label: t(s) }))}
          className="list-toolbar-select"
        />
        <SearchInput
          aria-label={t('Search activities')}
          placeholder={t('Search')}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="list-toolbar-search"
        />
      </div>
      <Loaded
        resource={invoices.activities}
        isEmpty={({ items }) => items.length === 0}
        empty={<p>{t('No activities in this period.')}</p>}
      >
        {({ items }) => (
          <>
            <ul aria-label={t('Activities')} className="activity-list">
              {items.map((a) => (
                <li key={a._id} className="activity-row">
                  <span className={`activity-icon activity-icon-${a.type}`}>
                    <TypeIcon type={a.type} />
                  </span>
                  <div className="activity-text">
                    <strong>{a.title}</strong>
                    <div className="activity-description">{a.description}</div>
                  </div>
                  <div className="activity-meta">
                    <time dateTime={a.date}>{formatDate(a.date)}</time>
                    {a.type !== 'request' && a.amountPaise !== null && (
                      <div>
                        {a.type === 'refund' ? '+ ' : ''}
                        {formatRupees(a.amountPaise)}
                      </div>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore more={invoices.moreActivities} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(ActivitiesPage);
