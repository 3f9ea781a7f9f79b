// A lawyer's weekly availability (days and 30-minute slots, 10:00–17:30) and per-minute rate in rupees.
import { bookingSlots } from '@contract/bookingClock';
import { formatSlot } from '@/i18n/dates';
import { maximumRatePaise, minimumRatePaise } from '@contract/rupees';
import { Button, Checkbox, InputNumber, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { msg, useT } from '@/i18n';
import { SettingsBreadcrumb } from './parts';

interface Draft {
  days: number[];
  slots: string[];
  rate: number | null;
}

// Monday first, as a week reads in India.
const weekOrder = [1, 2, 3, 4, 5, 6, 0];
/** The contract's weekdayNames (0 is Sunday), translated where shown. */
const weekdays = [
  msg('Sunday'),
  msg('Monday'),
  msg('Tuesday'),
  msg('Wednesday'),
  msg('Thursday'),
  msg('Friday'),
  msg('Saturday'),
];

function AvailabilityPage() {
  const { auth, lawyerProfile } = useStores();
  const { availability } = lawyerProfile;
  const toast = useToast();
  const t = useT();
  /** The form: what the server has (on load, and after each save), as the lawyer changes it. */
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  // A client or an admin is told what the server would answer, without a request it can only refuse (a 403 in
  // the console).
  const lawyer = auth.user?.role === 'professional';

  useEffect(() => {
    if (lawyer) void availability.load();
  }, [availability, lawyer]);

  const saved = availability.data;
  useEffect(() => {
    if (saved) setDraft({ days: saved.days, slots: saved.slots, rate: saved.rate });
  }, [saved]);

  async function save(draft: Draft) {
    setSaving(true);
    try {
      // The product's one rate rule (₹1 to ₹1000 per minute) is checked before sending, as the server applies it.
      await lawyerProfile.saveAvailability(draft);
      toast.success(t('Availability saved'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('Could not save your availability.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page
      heading={t('Availability')}
      description={t('The days, 30-minute slots and per-minute rate clients can book.')}
    >
      <SettingsBreadcrumb />
      {!lawyer && <p>{t('Availability is for legal experts only.')}</p>}
      {lawyer && !draft && availability.state !== 'failed' && <Spin aria-label={t('Loading')} />}
      {/* A refusal (not a legal expert) or a failure: the store words it. */}
      {!draft && availability.state === 'failed' && <p role="alert">{availability.error}</p>}
      {draft && (
        <Panel>
          <form className="request-form" onSubmit={(e) => e.preventDefault()} noValidate>
            <fieldset>
              <legend>{t('Days')}</legend>
              <Checkbox.Group
                value={draft.days}
                onChange={(v) => setDraft({ ...draft, days: v as number[] })}
                options={weekOrder.map((d) => ({ value: d, label: t(weekdays[d]) }))}
              />
            </fieldset>
            <fieldset>
              <legend>{t('30-minute slots')}</legend>
              <Checkbox.Group
                value={draft.slots}
                onChange={(v) => setDraft({ ...draft, slots: v as string[] })}
                options={bookingSlots.map((s) => ({ value: s, label: formatSlot(s) }))}
              />
            </fieldset>
            <label htmlFor="availability-rate">{t('Rate (₹ per minute)')}</label>
            <InputNumber
              id="availability-rate"
              min={minimumRatePaise / 100}
              max={maximumRatePaise / 100}
              step={1}
              precision={2}
              prefix="₹"
              value={draft.rate}
              onChange={(rate) => setDraft({ ...draft, rate })}
            />
            {draft.days.length === 0 || draft.slots.length === 0 ? (
              <p className="form-hint">{t('With no days or no slots, clients cannot book you.')}</p>
            ) : null}
            <div className="form-buttons">
              <Button type="primary" loading={saving} onClick={() => void save(draft)}>
                {t('Save')}
              </Button>
            </div>
          </form>
        </Panel>
      )}
    </Page>
  );
}

export default observer(AvailabilityPage);
