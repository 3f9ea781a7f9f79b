// Payout settings (lawyers): the payout account, masked, and the form that changes it (a bank account with its
// IFSC, or a UPI id), confirmed with the password, or the authenticator code when 2FA is on. The server checks
// the account (a penny drop) and mails the lawyer about the change.
import type { PayoutAccountInput } from '@contract';
import { Alert, Button, Descriptions, Radio } from 'antd';
import { Input, PasswordInput } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { formatDate } from '@/i18n/dates';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { EarningsLinks } from './EarningsLinks';

function PayoutSettingsPage() {
  const { auth, earnings: store } = useStores();
  const toast = useToast();
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
      <Page heading="Payout settings">
        <Alert type="info" showIcon title="Earnings are for lawyers only." />
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
      toast.success('Payout account saved and verified.');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The payout account could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page heading="Payout settings" description="Where your weekly payouts go.">
      <EarningsLinks />
      <div className="panel-stack">
        <Panel title="Current payout account">
          <Loaded resource={store.account} rows={4}>
            {({ account: current }) =>
              current ? (
                <Descriptions
                  size="small"
                  column={1}
                  bordered
                  items={[
                    {
                      key: 'kind',
                      label: 'Type',
                      children: current.kind === 'bank' ? 'Bank account' : 'UPI id',
                    },
                    { key: 'holder', label: 'Account holder', children: current.holderName },
                    ...(current.ifsc ? [{ key: 'ifsc', label: 'IFSC', children: current.ifsc }] : []),
                    {
                      key: 'masked',
                      label: current.kind === 'bank' ? 'Account number' : 'UPI id',
                      children: current.masked,
                    },
                    {
                      key: 'verified',
                      label: 'Verified',
                      children: current.verifiedAt ? `Yes, ${formatDate(current.verifiedAt)}` : 'No',
                    },
                  ]}
                />
              ) : (
                <p>No payout account yet: add one to receive your earnings.</p>
              )
            }
          </Loaded>
        </Panel>
        <Panel title={current ? 'Change payout account' : 'Add payout account'}>
          <form className="auth-form" onSubmit={(e) => void submit(e)} aria-label="Payout account">
            <Radio.Group
              aria-label="Account type"
              value={kind}
              onChange={(e) => setKind(e.target.value as 'bank' | 'upi')}
              options={[
                { value: 'bank', label: 'Bank account' },
                { value: 'upi', label: 'UPI id' },
              ]}
            />
            <div className="form-field">
              <label htmlFor="payout-holder">Account holder name</label>
              <Input id="payout-holder" value={holderName} onChange={(e) => setHolderName(e.target.value)} />
            </div>
            {kind === 'bank' ? (
              <>
                <div className="form-field">
                  <label htmlFor="payout-ifsc">IFSC</label>
                  <Input
                    id="payout-ifsc"
                    value={ifsc}
                    placeholder="HDFC0001234"
                    onChange={(e) => setIfsc(e.target.value.toUpperCase())}
                  />
                </div>
                <div className="form-field">
                  <label htmlFor="payout-number">Account number</label>
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
                <label htmlFor="payout-upi">UPI id</label>
                <Input
                  id="payout-upi"
                  placeholder="name@bank"
                  value={upiId}
                  onChange={(e) => setUpiId(e.target.value)}
                />
              </div>
            )}
            <div className="form-field">
              <label htmlFor="payout-proof">{twoFactor ? 'Authenticator code' : 'Your password'}</label>
              {twoFactor ? (
                <Input
                  id="payout-proof"
                  inputMode="numeric"
                  value={proof}
                  onChange={(e) => setProof(e.target.value)}
                />
              ) : (
                <PasswordInput id="payout-proof" value={proof} onChange={(e) => setProof(e.target.value)} />
              )}
            </div>
            {error && <Alert type="error" showIcon title={error} />}
            <Button type="primary" htmlType="submit" loading={saving}>
              Verify and save
            </Button>
          </form>
        </Panel>
      </div>
    </Page>
  );
}

export default observer(PayoutSettingsPage);
