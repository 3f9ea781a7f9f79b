// A lawyer's weekly availability (days and 30-minute slots, 10:00–17:30) and per-minute rate in rupees.
import {
  availabilitySchema,
  bookingSlots,
  maximumRatePaise,
  minimumRatePaise,
  rateRupeesSchema,
  slotLabel,
  weekdayNames,
  type Availability,
} from '@contract';
import { Button, Checkbox, InputNumber, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { SettingsBreadcrumb } from './parts';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready' };

// Monday first, as a week reads in India.
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

export default function AvailabilityPage() {
  const { api } = useStores();
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [days, setDays] = useState<number[]>([]);
  const [slots, setSlots] = useState<string[]>([]);
  const [rate, setRate] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const apply = (a: Availability) => {
    setDays(a.days);
    setSlots(a.slots);
    setRate(a.rate);
  };

  useEffect(() => {
    let live = true;
    api
      .get('/api/availability', { schema: availabilitySchema })
      .then((a) => {
        if (!live) return;
        apply(a);
        setLoad({ state: 'ready' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const message =
          isApiError(error) && error.status === 403
            ? 'Availability is for legal experts only.'
            : 'Could not load your availability. Please try again.';
        setLoad({ state: 'failed', message });
      });
    return () => {
      live = false;
    };
  }, [api]);

  async function save() {
    // The product's one rate rule (₹1 to ₹1000 per minute), as the server applies it.
    const checked = rateRupeesSchema.safeParse(rate ?? 0);
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? 'Please enter a rate from ₹1 to ₹1000 per minute.');
      return;
    }
    setSaving(true);
    try {
      apply(await api.put('/api/availability', { days, slots, rate }, { schema: availabilitySchema }));
      toast.success('Availability saved');
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || 'Could not save your availability.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page
      heading="Availability"
      description="The days, 30-minute slots and per-minute rate clients can book."
    >
      <SettingsBreadcrumb />
      {load.state === 'loading' && <Spin aria-label="Loading" />}
      {load.state === 'failed' && <p role="alert">{load.message}</p>}
      {load.state === 'ready' && (
        <form className="request-form" onSubmit={(e) => e.preventDefault()} noValidate>
          <fieldset>
            <legend>Days</legend>
            <Checkbox.Group
              value={days}
              onChange={(v) => setDays(v as number[])}
              options={weekOrder.map((d) => ({ value: d, label: weekdayNames[d] }))}
            />
          </fieldset>
          <fieldset>
            <legend>30-minute slots</legend>
            <Checkbox.Group
              value={slots}
              onChange={(v) => setSlots(v as string[])}
              options={bookingSlots.map((s) => ({ value: s, label: slotLabel(s) }))}
            />
          </fieldset>
          <label htmlFor="availability-rate">Rate (₹ per minute)</label>
          <InputNumber
            id="availability-rate"
            min={minimumRatePaise / 100}
            max={maximumRatePaise / 100}
            step={1}
            precision={2}
            prefix="₹"
            value={rate}
            onChange={(v) => setRate(v)}
          />
          {days.length === 0 || slots.length === 0 ? (
            <p className="form-hint">With no days or no slots, clients cannot book you.</p>
          ) : null}
          <Button type="primary" loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </form>
      )}
    </Page>
  );
}
