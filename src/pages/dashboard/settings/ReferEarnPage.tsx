// Refer & earn: the personal link ('Copy link' copies it, 'Refer now' opens the share sheet, or where there is
// none an e-mail with the link), the spec's rule (reward when the friend pays for a service within 30 days), and the referrals list.
import type { ReferralSummary } from '@contract';
import { referralWindowDays } from '@contract/referrals';
import { formatRupees } from '@contract/rupees';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { SettingsBreadcrumb } from './parts';
import { formatDate } from '@/i18n/dates';

const absolute = (path: string) =>
  /^https?:/.test(window.location.origin) ? `${window.location.origin}${path}` : `https://lexsetu.in${path}`;

/** The personal link with 'Copy link' and 'Refer now', and who joined through it. */
function Referrals({ summary }: { summary: ReferralSummary }) {
  const toast = useToast();
  const link = absolute(summary.link);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error(`Copy this link: ${link}`);
    }
  }

  const invitation = { title: 'Join me on LexSetu', text: 'Legal help from verified lawyers.' };
  // Without a share sheet 'Refer now' is a plain mailto: link, opened by the browser or the desktop app.
  const mailto = `mailto:?subject=${encodeURIComponent(invitation.title)}&body=${encodeURIComponent(
    `${invitation.text} Join through my link: ${link}`,
  )}`;
  const canShare = typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({ ...invitation, url: link });
    } catch (e) {
      if ((e as Error).name !== 'AbortError') await copy();
    }
  }

  return (
    <>
      <p>
        Your link: <code data-testid="referral-link">{link}</code> (code <strong>{summary.code}</strong>)
      </p>
      <Button onClick={() => void copy()}>Copy link</Button>{' '}
      <Button
        type="primary"
        href={mailto}
        onClick={(event) => {
          if (!canShare) return;
          event.preventDefault();
          void share();
        }}
      >
        Refer now
      </Button>
      <h2 className="section-heading">Your referrals</h2>
      <p>Rewards earned: {formatRupees(summary.totalRewardPaise)}</p>
      {summary.referrals.length === 0 ? (
        <p>No referrals yet.</p>
      ) : (
        <ul aria-label="Referrals">
          {summary.referrals.map((r) => (
            <li key={r._id}>
              {r.name}, joined {formatDate(r.joinedAt)} —{' '}
              {r.rewardPaise ? `reward ${formatRupees(r.rewardPaise)}` : 'waiting for a first payment'}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReferEarnPage() {
  const { account } = useStores();

  useEffect(() => {
    void account.referrals.load();
  }, [account]);

  return (
    <Page
      heading="Refer & earn"
      description="Invite friends and earn when they pay for a service within 30 days."
    >
      <SettingsBreadcrumb />
      <div className="refer-poster">
        <h2>Refer a friend, earn a reward</h2>
        <ol>
          <li>Share your personal link.</li>
          <li>Your friend creates a LexSetu account through it.</li>
          <li>
            When they pay for a service within {referralWindowDays} days of registering, your reward is
            credited.
          </li>
        </ol>
        <p className="settings-hint">
          Terms: one reward per referred account; your own accounts do not count; the reward is credited once.
        </p>
      </div>
      <Loaded resource={account.referrals}>{(summary) => <Referrals summary={summary} />}</Loaded>
    </Page>
  );
}

export default observer(ReferEarnPage);
