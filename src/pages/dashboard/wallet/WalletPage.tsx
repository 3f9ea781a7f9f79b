// Wallet (/dashboard/wallet, clients): the balance, top-ups in the four fixed amounts (paid on the payment screen,
// /payment?walletTopUp=<paise>, which comes back here), the entries with each top-up's receipt, and the refund of
// the unused balance to the payments it came from, after a confirmation. Reads WalletStore.
import { walletTopUpAmountsPaise } from '@contract/walletTerms';
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { StatCards } from '@/components/StatCards';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import type { WalletEvents } from '@/stores/WalletStore';
import { WalletEntries } from './WalletEntries';

function WalletPage() {
  const root = useStores();
  const { auth, wallet: store } = root;
  // The push channel where the app has one: a metered minute or a top-up elsewhere shows at once.
  const events = (root as unknown as { userChannel?: WalletEvents }).userChannel ?? null;
  const toast = useToast();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const client = auth.user?.role === 'consumer';

  useEffect(() => {
    if (!client) return;
    void store.wallet.load();
    return store.watch(events);
  }, [client, store, events]);

  async function refund() {
    try {
      const done = await store.refundUnused();
      setConfirming(false);
      toast.success(
        t('{amount} is on its way back to the payments it came from.', {
          amount: formatRupees(done.refundedPaise),
        }),
      );
    } catch (error) {
      setConfirming(false);
      toast.error(
        error instanceof Error ? error.message : t('The refund could not be made. Please try again.'),
      );
    }
  }

  if (!client)
    return (
      <Page heading={t('Wallet')}>
        <Alert type="info" showIcon title={t('The wallet is for clients only.')} />
      </Page>
    );

  const balance = store.balancePaise ?? 0;
  return (
    <Page
      heading={t('Wallet')}
      description={t(
        'Top up to consult a lawyer who is available now; each minute is paid from your wallet. What you do not use is refundable.',
      )}
    >
      <Loaded resource={store.wallet} rows={6}>
        {(wallet) => (
          <>
            <StatCards label={t('Wallet')} items={[[t('Balance'), formatRupees(wallet.balancePaise)]]} />
            <h2 className="section-heading">{t('Top up')}</h2>
            <nav aria-label={t('Top up')} className="wallet-top-ups">
              {walletTopUpAmountsPaise.map((paise) => (
                <LinkButton key={paise} type="primary" to={`/payment?walletTopUp=${paise}`}>
                  {formatRupees(paise)}
                </LinkButton>
              ))}
            </nav>
            <p className="page-description">
              {t(
                'A top-up is an advance: you get a receipt for it, and a tax invoice for each consultation.',
              )}
            </p>
            <h2 className="section-heading">{t('Entries')}</h2>
            <WalletEntries wallet={wallet} />
            <div className="section-block">
              <Button
                danger
                className="wallet-refund"
                disabled={wallet.balancePaise === 0}
                onClick={() => setConfirming(true)}
              >
                {t('Refund unused balance')}
              </Button>
            </div>
          </>
        )}
      </Loaded>
      <Modal
        open={confirming}
        title={t('Refund {amount}?', { amount: formatRupees(balance) })}
        okText={t('Yes, refund it')}
        cancelText={t('Keep it')}
        okButtonProps={{ danger: true, loading: store.refunding }}
        onOk={() => void refund()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {t(
            'Your whole unused balance goes back to the payments it came from, newest first. It reaches your account within 5–7 working days, and your wallet is then empty.',
          )}
        </p>
      </Modal>
    </Page>
  );
}

export default observer(WalletPage);
