// Payout settings (lawyers): the payout account, masked, and the form that changes it (a bank account with its
// IFSC, or a UPI id), confirmed with the password, or the authenticator code when 2FA is on. The server checks
// the account (a penny drop) and mails the lawyer about the change. Then the PAN for TDS (PanPanel).
import type { PayoutAccountInput } from '@contract';
import { Alert, Button, Radio } from 'antd';
import { Input } from '@/components/inputs';
import { OwnerProofField } from './OwnerProofField';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { EarningsLinks } from './EarningsLinks';

// Examples of an IFSC and a UPI id: the same in every language.
const ifscExample = 'HDFC0001234';
const upiExample = 'name@bank';

// Fetched after the account panel: the route stays within its first-load budget.
const PanPanel = lazy(() => import('./PanPanel'));

function PayoutSettingsPage() {
  const { auth, earnings: store } = useStores();
  const toast = useToast();
  const t = useT();
  const lawyer = auth.user?.role === 'professional';
  const [kind, setKind] = useState<'bank' | 'upi'>('bank');
  const [holderName, setHolderName] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [upiId, setUpiId] = useState('');
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (lawyer) void store.account.load();
  }, [lawyer, store]);

  if (!lawyer)
    return (
      <Page heading={t('Payout settings')}>
        <Alert type="info" showIcon title={t('Earnings are for lawyers only.')} />
      </Page>
    );

  const current = store.account.data?.account;
  const twoFactor = store.account.data?.twoFactor ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaving(true);
    const confirm = twoFactor ? { code: proof } : { password: proof };
    const input: PayoutAccountInput =
      kind === 'bank'
        ? { kind, holderName, ifsc, accountNumber, ...confirm }
        : { kind, holderName, upiId, ...confirm };
    try {
      await store.saveAccount(input);
      setAccountNumber('');
      setUpiId('');
      setProof('');
      toast.success(t('Payout account saved and verified.'));
    } catch (e) {
      setError(e instanceof Error ? e.message : t('The payout account could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page heading={t('Payout settings')} description={t('Where your weekly payouts go.')}>
      <EarningsLinks />
      <div className="panel-stack">
        <Panel title={t('Current payout account')}>
          <Loaded resource={store.account} rows={4}>
            {({ account: current }) =>
              current ? (
                <dl className="fact-list">
                  <dt>{t('Type')}</dt>
                  <dd>{current.kind === 'bank' ? t('Bank account') : t('UPI id')}</dd>
                  <dt>{t('Account holder')}</dt>
                  <dd>{current.holderName}</dd>
                  {current.ifsc && (
                    <>
                      <dt>{t('IFSC')}</dt>
                      <dd>{current.ifsc}</dd>
                    </>
                  )}
                  <dt>{current.kind === 'bank' ? t('Account number') : t('UPI id')}</dt>
                  <dd>{current.masked}</dd>
                  <dt>{t('Verified')}</dt>
                  <dd>
                    {current.verifiedAt
                      ? t('Yes, {date}', { date: formatDate(current.verifiedAt) })
                      : t('No')}
                  </dd>
                </dl>
              ) : (
                <p>{t('No payout account yet: add one to receive your earnings.')}</p>
              )
            }
          </Loaded>
        </Panel>
        <Panel title={current ? t('Change payout account') : t('Add payout account')}>
          <form className="auth-form" onSubmit={(e) => void submit(e)} aria-label={t('Payout account')}>
            <Radio.Group
              aria-label={t('Account type')}
              value={kind}
              onChange={(e) => setKind(e.target.value as 'bank' | 'upi')}
              options={[
                { value: 'bank', label: t('Bank account') },
                { value: 'upi', label: t('UPI id') },
              ]}
            />
            <div className="form-field">
              <label htmlFor="payout-holder">{t('Account holder name')}</label>
              <Input id="payout-holder" value={holderName} onChange={(e) => setHolderName(e.target.value)} />
            </div>
            {kind === 'bank' ? (
              <>
                <div className="form-field">
                  <label htmlFor="payout-ifsc">{t('IFSC')}</label>
                  <Input
                    id="payout-ifsc"
                    value={ifsc}
                    placeholder={ifscExample}
                    onChange={(e) => setIfsc(e.target.value.toUpperCase())}
                  />
                </div>
                <div className="form-field">
                  <label htmlFor="payout-number">{t('Account number')}</label>
                  <Input
                    id="payout-number"
                    inputMode="numeric"
                    autoComplete="off"
                    value={accountNumber}
                    onChange={(e) => setAccountNumber(e.target.value)}
                  />
                </div>
              </>
            ) : (
              <div className="form-field">
                <label htmlFor="payout-upi">{t('UPI id')}</label>
                <Input
                  id="payout-upi"
                  placeholder={upiExample}
                  value={upiId}
                  onChange={(e) => setUpiId(e.target.value)}
                />
              </div>
            )}
            <OwnerProofField id="payout-proof" twoFactor={twoFactor} value={proof} onChange={setProof} />
            {error && <Alert type="error" showIcon title={error} />}
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('Verify and save')}
            </Button>
          </form>
        </Panel>
        <Suspense fallback={null}>
          <PanPanel />
        </Suspense>
      </div>
    </Page>
  );
}

export default observer(PayoutSettingsPage);
