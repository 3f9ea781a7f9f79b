// Date and free-slot choice for one lawyer, shared by booking and rescheduling: the server answers which slots
// of that date are free (booked ones and, today, started ones removed).
import { bookingMessages, bookingToday, freeSlotsSchema, slotLabel, type FreeSlots } from '@contract';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
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

export function SlotPicker({
  lawyerId,
  idPrefix,
  date,
  slot,
  onDate,
  onSlot,
  onLoaded,
  reloadKey = 0,
}: Props) {
  const { api } = useStores();
  const [free, setFree] = useState<FreeSlots | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  useEffect(() => {
    if (!date) return;
    let live = true;
    setState('loading');
    api
      .get(`/api/experts/${encodeURIComponent(lawyerId)}/availability?date=${date}`, {
        schema: freeSlotsSchema,
      })
      .then((reply) => {
        if (!live) return;
        setFree(reply);
        onLoaded?.(reply);
        setState('idle');
      })
      .catch(() => {
        if (!live) return;
        setFree(null);
        onLoaded?.(null);
        setState('failed');
      });
    return () => {
      live = false;
    };
    // onLoaded is a callback prop; the answer depends on lawyer, date and reloads only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, lawyerId, date, reloadKey]);

  return (
    <>
      <label htmlFor={`${idPrefix}-date`}>Date</label>
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
      <label htmlFor={`${idPrefix}-slot`}>Time slot</label>
      {!date ? (
        <p className="form-hint">Choose a date to see the free slots.</p>
      ) : state === 'loading' ? (
        <Spin size="small" aria-label="Loading slots" />
      ) : state === 'failed' ? (
        <p role="alert">Could not load the free slots. Please try again.</p>
      ) : free && free.slots.length === 0 ? (
        <p>{bookingMessages.noSlots}</p>
      ) : (
        <select id={`${idPrefix}-slot`} value={slot} onChange={(e) => onSlot(e.target.value)}>
          <option value="">Select a time</option>
          {free?.slots.map((s) => (
            <option key={s} value={s}>
              {slotLabel(s)}
            </option>
          ))}
        </select>
      )}
    </>
  );
}
