// 'Ask to reschedule': pick a new date and free slot of the same lawyer; the other party then accepts or declines.
import type { Booking } from '@contract';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { SlotPicker } from '../bookings/SlotPicker';

export function RescheduleDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { schedules } = useStores();
  const toast = useToast();
  const t = useT();
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDate('');
    setSlot('');
  }, [booking]);

  if (!booking) return null;

  async function send(target: Booking) {
    if (!date || !slot) {
      toast.error(t('Please choose a new date and time slot.'));
      return;
    }
    setBusy(true);
    try {
      await schedules.propose(target._id, date, slot);
      toast.success(t('Reschedule request sent to {name}.', { name: target.otherParty.name }));
      onClose();
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || t('Could not send the reschedule request.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('Ask to reschedule: {topic}', { topic: booking.topic })}
      onCancel={onClose}
      footer={
        <Button type="primary" loading={busy} onClick={() => void send(booking)}>
          {t('Send request')}
        </Button>
      }
    >
      <form className="request-form" onSubmit={(e) => e.preventDefault()} noValidate>
        <SlotPicker
          lawyerId={booking.lawyerId}
          idPrefix="reschedule"
          date={date}
          slot={slot}
          onDate={setDate}
          onSlot={setSlot}
        />
      </form>
    </Modal>
  );
}
