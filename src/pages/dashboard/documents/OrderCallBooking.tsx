// Booking the call a document package includes: a date, one of the lawyer's free times that day, then book.
import type { ServiceOrder } from '@contract';
import { bookingToday } from '@contract/bookingClock';
import { slotStart } from '@contract/bookingTerms';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { Input } from '@/components/inputs';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import { useT } from '@/i18n';
import { formatSlot } from '@/i18n/dates';

export function OrderCallBooking({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const t = useT();
  const [date, setDate] = useState(() => bookingToday(new Date(Date.now() + 86_400_000)));
  const [slots, setSlots] = useState<string[]>([]);
  const [slot, setSlot] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const lawyerId = order.lawyer?._id;
  useEffect(() => {
    if (!lawyerId) return;
    let live = true;
    // Another day's times never stay on show (or chosen) while this day's are on their way.
    setSlots([]);
    setSlot(undefined);
    serviceOrders
      .freeSlots(lawyerId, date)
      .then((s) => live && setSlots(s))
      .catch(() => live && setSlots([]));
    return () => {
      live = false;
    };
  }, [serviceOrders, lawyerId, date]);

  async function book() {
    if (!slot) return;
    setError(null);
    try {
      await serviceOrders.bookCall(order._id, slotStart(date, slot).toISOString());
      toast.success(t('Call booked. You will find it in Schedules.'));
    } catch (e) {
      setError(messageOf(e, t('The call could not be booked.')));
    }
  }

  return (
    <Panel title={t('Schedule your included call')} className="section-block">
      <div className="inline-form">
        <div className="form-field">
          <label htmlFor="call-date">{t('Date')}</label>
          <Input id="call-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="form-field inline-form-field">
          <label htmlFor="call-slot">{t('Time')}</label>
          <ChoiceSelect
            id="call-slot"
            value={slot}
            onChange={setSlot}
            placeholder={slots.length ? t('Choose a time') : t('No free time that day')}
            options={slots.map((s) => ({ value: s, label: formatSlot(s) }))}
          />
        </div>
        <Button onClick={() => void book()} disabled={!slot} loading={serviceOrders.busy}>
          {t('Book the call')}
        </Button>
      </div>
      <p className="muted">{t('Included in the package: no extra charge.')}</p>
      {error && <Alert type="error" showIcon title={error} />}
    </Panel>
  );
}
