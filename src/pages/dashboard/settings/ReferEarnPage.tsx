// Refer & earn: the personal link ('Copy link' copies it, 'Refer now' opens the share sheet, or where there is
// none an e-mail with the link), the spec's rule (reward when the friend pays for a service within 30 days), and the referrals list
// with where each reward stands (pending until the payment can no longer be refunded in full).
import type { ReferralSummary } from '@contract';
import { referralPlanDays, referralWindowDays, type ReferralRewardStatus } from '@contract/referrals';
import { formatRupees } from '@contract/rupees';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { SettingsBreadcrumb } from './parts';
import { formatDate } from '@/i18n/dates';
import { msg, T, useT } from '@/i18n';

const absolute = (path: string) =>
  /^https?:/.test(window.location.origin) ? `${window.location.origin}${path}` : `https://lexsetu.in${path}`;

/** How each reward stands, as the contract's referralRewardWords say it (a credited one shows its amount). */
const rewardWords: Record<Exclude<ReferralRewardStatus, 'credited'>, string> = {
  none: msg('waiting for a first payment'),
  pending: msg('reward pending: credited once their payment can no longer be refunded in full'),
  cancelled: msg('reward cancelled: their payment was refunded in full'),
};

/** The personal link with 'Copy link' and 'Refer now', and who joined through it. */
function Referrals({ summary }: { summary: ReferralSummary }) {
  const { account } = useStores();
  const toast = useToast();
  const t = useT();
  const link = absolute(summary.link);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('Link copied'));
    } catch {
      toast.error(t('Copy this link: {link}', { link }));
    }
  }

  const invitation = { title: t('Join me on LexSetu'), text: t('Legal help from verified lawyers.') };
  // Without a share sheet 'Refer now' is a plain mailto: link, opened by the browser or the desktop app.
  const mailto = `mailto:?subject=${encodeURIComponent(invitation.title)}&body=${encodeURIComponent(
    `${invitation.text} ${t('Join through my link: {link}', { link })}`,
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
        <T
          id="Your link: <0>{link}</0> (code <1>{code}</1>)"
          values={{ link, code: summary.code }}
          components={{ 0: <code data-testid="referral-link" />, 1: <strong /> }}
        />
      </p>
      <Button onClick={() => void copy()}>{t('Copy link')}</Button>{' '}
      <Button
        type="primary"
        href={mailto}
        onClick={(event) => {
          if (!canShare) return;
          event.preventDefault();
          void share();
        }}
      >
        {t('Refer now')}
      </Button>
      <h2 className="section-heading">{t('Your referrals')}</h2>
      <p>{t('Rewards earned: {amount}', { amount: formatRupees(summary.totalRewardPaise) })}</p>
      {summary.items.length === 0 ? (
        <p>{t('No referrals yet.')}</p>
      ) : (
        <ul aria-label={t('Referrals')}>
          {summary.items.map((r) => (
            <li key={r._id}>
              {t('{name}, joined {date} — {reward}', {
                name: r.name,
                date: formatDate(r.joinedAt),
                reward:
                  r.rewardStatus === 'credited'
                    ? t('reward {amount}', { amount: formatRupees(r.rewardPaise ?? 0) })
                    : t(rewardWords[r.rewardStatus]),
              })}
            </li>
          ))}
        </ul>
      )}
      <LoadMore more={account.moreReferrals} />
    </>
  );
}

function ReferEarnPage() {
  const { account } = useStores();
  const t = useT();

  useEffect(() => {
    void account.referrals.load();
  }, [account]);

  return (
    <Page
      heading={t('Refer & earn')}
      description={t('Invite friends and earn when they pay for a service within 30 days.')}
    >
      <SettingsBreadcrumb />
      <div className="refer-poster">
        <h2>{t('Refer a friend, earn a reward')}</h2>
        <ol>
          <li>{t('Share your personal link.')}</li>
          <li>{t('Your friend creates a LexSetu account through it.')}</li>
          <li>
            {t(
              'When they pay for a service within {windowDays} days of registering, your reward is credited once that payment can no longer be refunded in full: their consultation took place, their document order was approved or their premium plan has run {planDays} days.',
              { windowDays: referralWindowDays, planDays: referralPlanDays },
            )}
          </li>
        </ol>
        <p className="settings-hint">
          {t(
            'Terms: one reward per referred account; your own accounts do not count; the reward is credited once.',
          )}
        </p>
      </div>
      <Loaded resource={account.referrals}>{(summary) => <Referrals summary={summary} />}</Loaded>
    </Page>
  );
}

export default observer(ReferEarnPage);
