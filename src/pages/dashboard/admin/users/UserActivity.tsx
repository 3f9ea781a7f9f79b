// A user's page, below the details: the newest few of their bookings, requests, document orders, payments and
// sessions, each box saying how many there are in all.
import type { AdminUserDetail } from '@contract';
import { formatRupees } from '@contract/rupees';
import type { ReactNode } from 'react';
import { Panel } from '@/components/Panel';
import { useT } from '@/i18n';
import { formatDate, formatDateTime } from '@/i18n/dates';
import { activityStatusLabels } from './userTerms';

function Recent<T extends { _id: string }>({
  title,
  list,
  row,
}: {
  title: string;
  list: { total: number; items: T[] };
  row: (item: T) => ReactNode;
}) {
  const t = useT();
  return (
    <Panel
      title={title}
      size="small"
      extra={t('{count, plural, =0 {None} other {# in all}}', { count: list.total })}
    >
      {list.items.length > 0 && (
        <ul className="link-list" aria-label={title}>
          {list.items.map((item) => (
            <li key={item._id}>{row(item)}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function UserActivity({ user }: { user: AdminUserDetail }) {
  const t = useT();
  const status = (s: string) => (activityStatusLabels[s] ? t(activityStatusLabels[s]) : s);
  const side = (as: 'client' | 'lawyer') => (as === 'client' ? t('as client') : t('as lawyer'));
  return (
    <div className="panel-stack section-gap">
      <Recent
        title={t('Bookings')}
        list={user.bookings}
        row={(b) => (
          <>
            <span translate="no">{b.topic}</span> · {formatDateTime(b.startAt)} · {side(b.as)} ·{' '}
            {status(b.status)} · {formatRupees(b.pricePaise)}
          </>
        )}
      />
      <Recent
        title={t('Requests')}
        list={user.requests}
        row={(r) => (
          <>
            <span translate="no">{r.title}</span> · {formatDate(r.createdAt)} · {status(r.status)}
          </>
        )}
      />
      <Recent
        title={t('Document orders')}
        list={user.documentOrders}
        row={(o) => (
          <>
            <span translate="no">{o.title}</span> · {formatDate(o.createdAt)} · {side(o.as)} ·{' '}
            {status(o.status)} · {formatRupees(o.pricePaise)}
          </>
        )}
      />
      <Recent
        title={t('Payments')}
        list={user.payments}
        row={(p) => (
          <>
            {formatRupees(p.amountPaise)} · <span translate="no">{p.description}</span> ·{' '}
            {formatDateTime(p.createdAt)}
          </>
        )}
      />
      <Recent
        title={t('Sessions')}
        list={user.sessions}
        row={(s) => (
          <>
            {s.device} · {t('last seen {when}', { when: formatDateTime(s.lastSeenAt) })} ·{' '}
            {s.endedAt ? t('ended {when}', { when: formatDateTime(s.endedAt) }) : t('live')}
          </>
        )}
      />
    </div>
  );
}
