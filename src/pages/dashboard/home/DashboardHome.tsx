// The role-aware top of /dashboard/schedules (the landing route): what to do next, at a glance.
// Client: the next consultation with a countdown and Join (live, or within 10 minutes of its start), open
// requests, unpaid bills; a first-run hint while there is nothing yet (find a lawyer, first consultation free).
// Lawyer: today's consultations, what waits for an answer (requests, approvals, reschedule proposals), the
// verification status with a banner while it is pending or was declined.
// Every figure comes from the existing endpoints, gathered by the HomeStore; a part that cannot load is left out
// (the list below stays).
import type { Booking } from '@contract';
import { bookingToday } from '@contract/bookingClock';
import { formatSlot } from '@/i18n/dates';
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Statistic, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Panel } from '@/components/Panel';
import type { Overview } from '@/stores/HomeStore';
import { msg, useT } from '@/i18n';
import { lazyPart } from '@/components/lazyPart';
import { useStores } from '@/stores/context';
import { joinLeadMs } from '../schedules/ScheduleCard';
import { dayLabel } from '../experts/nextSlot';
import { availableNowSearch } from '../instant/paths';
import { countdownText, useNow } from './countdown';

// The lawyer's Available now switch, with Consult now's store (not in the dashboard frame).
const AvailableNowSwitch = lazyPart(
  async () =>
    (
      await Promise.all([
        import('../instant/AvailableNowSwitch'),
        import('@/stores/instantStoreLoader').then((m) => m.loadInstantStore()),
      ])
    )[0].AvailableNowSwitch,
);

const byStart = (a: Booking, b: Booking) => Date.parse(a.startAt) - Date.parse(b.startAt);
const active = (b: Booking) => b.status === 'confirmed' || b.status === 'pending_approval';

/** 'Tomorrow, 11:00am' or 'Mon 30 Nov, 11:00am' (the raw '2026-11-30' read as a machine's date). */
const whenText = (b: Booking, now: Date) => `${dayLabel(b.date, now)}, ${formatSlot(b.slot)}`;

/** Join, or when it opens (the room opens 10 minutes before the start, as on the schedule cards). */
function JoinAction({ booking, now, isLive }: { booking: Booking; now: number; isLive: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  const open = booking.status === 'confirmed' && (isLive || Date.parse(booking.startAt) - now <= joinLeadMs);
  return open ? (
    <Button type="primary" onClick={() => navigate(`/dashboard/consultation/${booking._id}`)}>
      {t('Join')}
    </Button>
  ) : (
    <span className="home-hint">{t('Join opens 10 minutes before the start.')}</span>
  );
}

function NextConsultation({ overview, now }: { overview: Overview; now: Date }) {
  const t = useT();
  const liveOne = overview.live?.items.filter((b) => b.status === 'confirmed').sort(byStart)[0];
  const next = liveOne ?? overview.upcoming?.items.filter(active).sort(byStart)[0];
  return (
    <Panel title={t('Next consultation')} className="home-card home-card-wide" size="small">
      {next ? (
        <div className="home-next">
          <div className="home-next-when">
            <Tag color={liveOne ? 'green' : 'blue'}>
              {liveOne ? t('Live now') : countdownText(Date.parse(next.startAt), now.getTime())}
            </Tag>
            <span>{whenText(next, now)}</span>
          </div>
          <p className="home-next-topic">{next.topic}</p>
          <p className="home-hint">{t('with {name}', { name: next.otherParty.name })}</p>
          <JoinAction booking={next} now={now.getTime()} isLive={Boolean(liveOne)} />
        </div>
      ) : (
        <div className="home-next">
          <p>{t('No consultation booked.')}</p>
          <p className="home-hint">{t('Book one from a lawyer’s profile in Find experts.')}</p>
        </div>
      )}
    </Panel>
  );
}

function FigureCard({
  title,
  value,
  to,
  action,
}: {
  title: string;
  value: number;
  to: string;
  action: string;
}) {
  return (
    <Panel title={title} className="home-card" size="small">
      <Statistic value={value} />
      <Link to={to}>{action}</Link>
    </Panel>
  );
}

function ClientHome({ overview, now }: { overview: Overview; now: Date }) {
  const navigate = useNavigate();
  const t = useT();
  const empty =
    overview.upcoming !== null &&
    overview.upcoming.counts.upcoming + overview.upcoming.counts.live + overview.upcoming.counts.completed ===
      0 &&
    (overview.openRequests ?? 0) === 0;
  return (
    <>
      {empty && (
        <Alert
          className="home-first-run"
          type="info"
          showIcon
          message={t('Welcome to LexSetu')}
          description={t(
            'Find a verified lawyer for your question and book a time that suits you: your first consultation is free.',
          )}
          action={
            <Button type="primary" onClick={() => navigate('/dashboard/find-experts')}>
              {t('Find a lawyer')}
            </Button>
          }
        />
      )}
      <div className="home-grid">
        <NextConsultation overview={overview} now={now} />
        <Panel title={t('Consult now')} className="home-card" size="small">
          <span className="home-hint">
            {t('Talk to a lawyer who is available now, paid per minute from your wallet.')}
          </span>
          <Link to={availableNowSearch}>{t('Lawyers available now')}</Link>
        </Panel>
        {overview.openRequests !== null && (
          <FigureCard
            title={t('Open requests')}
            value={overview.openRequests}
            to="/dashboard/create-request"
            action={t('View requests')}
          />
        )}
        {overview.unpaid !== null && (
          <Panel title={t('Unpaid bills')} className="home-card" size="small">
            <Statistic value={formatRupees(overview.unpaid.amountPaise)} />
            <span className="home-hint">
              {overview.unpaid.count === 0
                ? t('Nothing to pay.')
                : t('{count, plural, one {# consultation to pay} other {# consultations to pay}}', {
                    count: overview.unpaid.count,
                  })}
            </span>
            <Link to="/dashboard/bills-payments">
              {overview.unpaid.count > 0 ? t('Pay in Bills & Payments') : t('See Bills & Payments')}
            </Link>
          </Panel>
        )}
      </div>
    </>
  );
}

const verificationTags = {
  pending: { color: 'gold', text: msg('Pending verification') },
  verified: { color: 'green', text: msg('Verified') },
  rejected: { color: 'red', text: msg('Verification declined') },
} as const;

function LawyerHome({ overview, now }: { overview: Overview; now: Date }) {
  const t = useT();
  const today = bookingToday(now);
  const liveIds = new Set(overview.live?.items.map((b) => b._id));
  const todays = [...(overview.live?.items ?? []), ...(overview.upcoming?.items ?? [])]
    .filter((b) => b.date === today && active(b))
    .sort(byStart);
  const approvals = overview.upcoming?.items.filter((b) => b.status === 'pending_approval').length ?? 0;
  const proposals =
    overview.upcoming?.items.filter((b) => b.reschedule && !b.reschedule.proposedByMe).length ?? 0;
  const status = overview.verification?.status ?? null;
  return (
    <>
      {status === 'pending' && (
        <Alert
          className="home-first-run"
          type="warning"
          showIcon
          message={t('Your profile is waiting for verification')}
          description={t(
            'An admin is checking your enrolment. Clients find you in Find experts once it is verified.',
          )}
        />
      )}
      {status === 'rejected' && (
        <Alert
          className="home-first-run"
          type="error"
          showIcon
          message={t('Your verification was declined')}
          description={overview.verification?.rejectionReason ?? undefined}
          action={<Link to="/dashboard/practice-profile">{t('Update your profile')}</Link>}
        />
      )}
      <div className="home-grid">
        <Panel title={t('Today')} className="home-card home-card-wide" size="small">
          {todays.length === 0 ? (
            <p>{t('No consultations today.')}</p>
          ) : (
            <ul className="home-today" aria-label={t("Today's consultations")}>
              {todays.map((b) => (
                <li key={b._id}>
                  <strong>{formatSlot(b.slot)}</strong>
                  <span className="home-today-topic">
                    {b.topic} <span className="home-hint">· {b.otherParty.name}</span>
                  </span>
                  <JoinAction booking={b} now={now.getTime()} isLive={liveIds.has(b._id)} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {status === 'verified' && <AvailableNowSwitch />}
        <Panel title={t('Waiting for you')} className="home-card" size="small">
          <dl className="home-figures">
            <div>
              <dt>{t('New requests')}</dt>
              <dd>{overview.openRequests ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('Approvals')}</dt>
              <dd>{approvals}</dd>
            </div>
            <div>
              <dt>{t('Reschedule proposals')}</dt>
              <dd>{proposals}</dd>
            </div>
          </dl>
          <Link to="/dashboard/create-request">{t('Open requests')}</Link>
        </Panel>
        {status && (
          <Panel title={t('Verification')} className="home-card" size="small">
            <Tag color={verificationTags[status].color}>{t(verificationTags[status].text)}</Tag>
          </Panel>
        )}
      </div>
    </>
  );
}

export const DashboardHome = observer(function DashboardHome({
  role,
  reloadKey,
}: {
  role: string | undefined;
  reloadKey: string;
}) {
  const { home } = useStores();
  const t = useT();
  // Accounts are 'consumer' (a client) or 'professional' (a lawyer); admins have no overview here.
  const who = role === 'professional' ? 'lawyer' : role === 'consumer' ? 'client' : null;
  useEffect(() => {
    if (who) void home.show(who);
  }, [home, who, reloadKey]);
  const now = useNow(30_000);
  if (!who) return null;
  return (
    <section className="dashboard-home" aria-label={t('Overview')}>
      <Loaded resource={home.overview} rows={2}>
        {(overview) =>
          who === 'client' ? (
            <ClientHome overview={overview} now={now} />
          ) : (
            <LawyerHome overview={overview} now={now} />
          )
        }
      </Loaded>
    </section>
  );
});
