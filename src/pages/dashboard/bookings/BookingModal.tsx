// Book a consultation with one lawyer: date, a free slot, mode (video, phone or on-site at the office address),
// what it is about, and the price (₹0/- for a client's first consultation). A priced booking holds the slot for
// the payment hold and goes straight to payment; the free first consultation is confirmed at once.
import type { BookingMode, FreeSlots } from '@contract';
import {
  bookingModeLabels,
  bookingModes,
  cancellationPolicy,
  paymentHoldMinutes,
} from '@contract/bookingTerms';
import { errorCodes } from '@contract/errorCodes';
import { formatRupees } from '@contract/rupees';
import { Button, Modal, Radio } from 'antd';
import { TextArea } from '@/components/inputs';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { T, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { SlotPicker } from './SlotPicker';

interface Props {
  open: boolean;
  lawyer: { _id: string; name: string };
  onClose: () => void;
  onBooked: () => void;
  /** A date and slot to start from (Find experts: the lawyer's next free slot); the client may change both. */
  suggested?: { date: string; slot: string };
}

export function BookingModal({ open, lawyer, onClose, onBooked, suggested }: Props) {
  const { schedules } = useStores();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [mode, setMode] = useState<BookingMode>('video');
  const [topic, setTopic] = useState('');
  const [free, setFree] = useState<FreeSlots | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The Basic free plan's consultations of the month are used up: offer Pricing. */
  const [limitReached, setLimitReached] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (open) {
      setDate(suggested?.date ?? '');
      setSlot(suggested?.slot ?? '');
      setMode('video');
      setTopic('');
      setFree(null);
      setError(null);
      setLimitReached(false);
    }
    // The suggestion counts when the form opens, not while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  async function submit() {
    if (!date || !slot || !topic.trim()) {
      setError(t('Please choose a date and a time slot, and say what the consultation is about.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const booking = await schedules.book({ lawyerId: lawyer._id, date, slot, mode, topic: topic.trim() });
      if (booking.status === 'awaiting_payment') {
        toast.success(
          t('Slot held for {minutes} minutes. Pay now to confirm your consultation.', {
            minutes: paymentHoldMinutes,
          }),
        );
        navigate(`/payment?booking=${encodeURIComponent(booking._id)}&then=schedules`);
        return;
      }
      toast.success(t('Consultation booked. You will find it in Schedules.'));
      onBooked();
    } catch (caught) {
      const message =
        (isApiError(caught) && caught.serverMessage) || t('Could not book this slot. Please try again.');
      setError(message);
      setLimitReached(isApiError(caught) && caught.code === errorCodes.consultationLimit);
      toast.error(message);
      // The slot may have been taken meanwhile: ask for the free slots again.
      if (isApiError(caught) && caught.status === 409) {
        setSlot('');
        setReloads((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('Book consultation with {name}', { name: lawyer.name })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {free && !free.firstConsultation ? t('Book and pay') : t('Book')}
        </Button>
      }
    >
      <form className="request-form" onSubmit={(e) => e.preventDefault()} noValidate>
        <SlotPicker
          lawyerId={lawyer._id}
          idPrefix="booking"
          date={date}
          slot={slot}
          onDate={setDate}
          onSlot={setSlot}
          onLoaded={(reply) => {
            setFree(reply);
            // A suggested slot taken since the list was shown: the client picks another.
            if (reply && !reply.slots.includes(slot)) setSlot('');
          }}
          reloadKey={reloads}
        />
        <fieldset>
          <legend>{t('Mode')}</legend>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as BookingMode)}>
            {bookingModes.map((m) => (
              <Radio key={m} value={m}>
                {t(bookingModeLabels[m])}
              </Radio>
            ))}
          </Radio.Group>
          {mode === 'onsite' && free && (
            <p className="form-hint">
              {free.officeAddress
                ? t('Office address: {address}', { address: free.officeAddress })
                : t('Office address: shared once the consultation is booked')}
            </p>
          )}
        </fieldset>
        <label htmlFor="booking-topic">{t('What is it about?')}</label>
        <TextArea
          id="booking-topic"
          rows={3}
          maxLength={500}
          value={topic}
          onChange={(e) => setTopic(e.target.value)}
        />
        {free && (
          <p aria-label={t('Price')}>
            {free.firstConsultation ? (
              <T
                id="Price: <0>{price}</0> (your first consultation is free)"
                values={{ price: formatRupees(free.pricePaise) }}
                components={{ 0: <strong /> }}
              />
            ) : (
              <T
                id="Price: <0>{price}</0> ({rate} per minute × {minutes} minutes)"
                values={{
                  price: formatRupees(free.pricePaise),
                  rate: formatRupees(free.ratePaise),
                  minutes: free.minutes,
                }}
                components={{ 0: <strong /> }}
              />
            )}
          </p>
        )}
        {free && !free.firstConsultation && (
          <p className="form-hint">
            {t('You pay now to confirm: the slot is held for {minutes} minutes.', {
              minutes: paymentHoldMinutes,
            })}
          </p>
        )}
        <section className="booking-policy" aria-label={t('Cancellation policy')}>
          <h4>{t('Cancellation policy')}</h4>
          <ul>
            {cancellationPolicy.map((rule) => (
              <li key={rule}>{t(rule)}</li>
            ))}
          </ul>
          <Link to="/terms-and-conditions">{t('Terms and conditions')}</Link>
        </section>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        {limitReached && (
          <p>
            <Link to="/pricing">{t('See Premium plans for unlimited consultations')}</Link>
          </p>
        )}
      </form>
    </Modal>
  );
}
