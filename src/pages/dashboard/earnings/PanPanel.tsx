// The PAN for TDS (section 194-O) on Payout settings: shown masked, changed with the password or the
// authenticator code as the payout account is, and what it changes said from the dated rates (contract/tds.ts).
// Only a PAN is asked, not Aadhaar (services/earnings/tds.ts says why).
import { tdsPercent, tdsRateOn, tdsThreshold } from '@contract/tds';
import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Input } from '@/components/inputs';
import { OwnerProofField } from './OwnerProofField';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';
import { useStores } from '@/stores/context';
import { istDate } from './money';

/** A PAN's shape (five letters, four digits, a letter): the same in every language. */
const panExample = 'ABCDE1234F';

function PanPanel() {
  const { earnings: store } = useStores();
  const toast = useToast();
  const t = useT();
  const [pan, setPan] = useState('');
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const given = store.account.data?.pan;
  const twoFactor = store.account.data?.twoFactor ?? false;
  const rate = tdsRateOn(istDate(new Date().toISOString()));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      await store.savePan({ pan, ...(twoFactor ? { code: proof } : { password: proof }) });
      setPan('');
      setProof('');
      toast.success(t('PAN saved.'));
    } catch (e) {
      setError(e instanceof Error ? e.message : t('The PAN could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title={t('PAN for TDS')}>
      <p>
        {t(
          'With a PAN, no TDS while your gross through LexSetu this financial year stays within {threshold}, then {withPan} (section 194-O). Without a PAN, TDS is {noPan} from the first rupee.',
          {
            threshold: tdsThreshold(rate),
            withPan: tdsPercent(rate.panBasisPoints),
            noPan: tdsPercent(rate.noPanBasisPoints),
          },
        )}
      </p>
      {given ? (
        <p>
          {t('PAN {masked}, given on {date}.', { masked: given.masked, date: formatDate(given.givenAt) })}
        </p>
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t('No PAN given: TDS is {noPan} of your gross.', {
            noPan: tdsPercent(rate.noPanBasisPoints),
          })}
        />
      )}
      <form className="auth-form" onSubmit={(e) => void submit(e)} aria-label={t('PAN')}>
        <div className="form-field">
          <label htmlFor="pan-number">{t('PAN')}</label>
          <Input
            id="pan-number"
            autoComplete="off"
            placeholder={panExample}
            maxLength={10}
            value={pan}
            onChange={(e) => setPan(e.target.value.toUpperCase())}
          />
        </div>
        <OwnerProofField id="pan-proof" twoFactor={twoFactor} value={proof} onChange={setProof} />
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('Save PAN')}
        </Button>
      </form>
    </Panel>
  );
}

export default observer(PanPanel);
