// Date and free-slot choice for one lawyer, shared by booking and rescheduling: the server answers which slots
// of that date are free (booked ones and, today, started ones removed).
import type { FreeSlots } from '@contract';
import { bookingToday } from '@contract/bookingClock';
import { Spin } from 'antd';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useT } from '@/i18n';
import { formatSlot } from '@/i18n/dates';
import { useStores } from '@/stores/context';

interface Props {
  lawyerId: string;
  idPrefix: string;
  date: string;
  slot: string;
  onDate: (date: string) => void;
  onSlot: (slot: string) => void;
  /** The server's answer for the chosen date (price, office address), or null while none. */
  onLoaded?: (free: FreeSlots | null) => void;
  /** Change it to ask the server again (after a slot was taken meanwhile). */
  reloadKey?: number;
}

export const SlotPicker = observer(function SlotPicker({
  lawyerId,
  idPrefix,
  date,
  slot,
  onDate,
  onSlot,
  onLoaded,
  reloadKey = 0,
}: Props) {
  const { experts } = useStores();
  const t = useT();
  const slots = useMemo(() => (date ? experts.freeSlots(lawyerId, date) : null), [experts, lawyerId, date]);

  useEffect(() => {
    if (!slots) return;
    void slots.load();
    // Tells the form each answer of this lawyer and date (a later date's answer is another resource's).
    return reaction(
      () => slots.state,
      (state) => {
        if (state === 'ready') onLoaded?.(slots.data ?? null);
        if (state === 'failed') onLoaded?.(null);
      },
    );
    // onLoaded is a callback prop; the answer depends on lawyer, date and reloads only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, reloadKey]);
  const free: FreeSlots | undefined = slots?.data;

  return (
    <>
      <label htmlFor={`${idPrefix}-date`}>{t('Date')}</label>
      <input
        id={`${idPrefix}-date`}
        type="date"
        min={bookingToday(new Date())}
        value={date}
        onChange={(e) => {
          onDate(e.target.value);
          onSlot('');
        }}
      />
      <label htmlFor={`${idPrefix}-slot`}>{t('Time slot')}</label>
      {!date ? (
        <p className="form-hint">{t('Choose a date to see the free slots.')}</p>
      ) : slots?.state === 'failed' ? (
        <p role="alert">{t('Could not load the free slots. Please try again.')}</p>
      ) : slots?.state !== 'ready' ? (
        <Spin size="small" aria-label={t('Loading slots')} />
      ) : free && free.slots.length === 0 ? (
        <p>{t('No slots available')}</p>
      ) : (
        <select id={`${idPrefix}-slot`} value={slot} onChange={(e) => onSlot(e.target.value)}>
          <option value="">{t('Select a time')}</option>
          {free?.slots.map((s) => (
            <option key={s} value={s}>
              {formatSlot(s)}
            </option>
          ))}
        </select>
      )}
    </>
  );
});
