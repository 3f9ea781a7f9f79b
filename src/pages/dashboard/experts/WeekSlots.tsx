// The next 7 days of a lawyer's free slots on their profile, so a client books in one step: a slot opens the
// booking form with that date and time chosen (BookingModal's suggestion; the client may still change both).
// One question per day to the same endpoint the booking form asks (the experts store's week).
import { formatSlot } from '@/i18n/dates';
import { Button, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { dayLabel } from './nextSlot';

/** Slots shown per day before 'More times' (which opens the form on that day). */
const perDay = 6;

interface Props {
  lawyerId: string;
  onPick: (choice: { date: string; slot: string }) => void;
  /** Time of rendering (tests pass a fixed one). */
  now?: Date;
}

export const WeekSlots = observer(function WeekSlots({ lawyerId, onPick, now: fixedNow }: Props) {
  const { experts } = useStores();
  const t = useT();
  const [now] = useState(() => fixedNow ?? new Date());
  const week = useMemo(() => experts.week(lawyerId, now), [experts, lawyerId, now]);

  useEffect(() => {
    void week.load();
  }, [week]);

  if (week.state === 'failed')
    return <p role="alert">{t('Could not load the free slots. Please try again.')}</p>;
  if (!week.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  const open = week.data.filter((day) => day.slots.length > 0);
  if (open.length === 0) return <p>{t('No free slots in the next 7 days.')}</p>;
  return (
    <ul className="week-slots" aria-label={t('Free slots in the next 7 days')}>
      {open.map((day) => (
        <li key={day.date} className="week-slots-day">
          <h4>{dayLabel(day.date, now)}</h4>
          <div className="week-slots-times">
            {day.slots.slice(0, perDay).map((slot) => (
              <Button
                key={slot}
                size="small"
                aria-label={t('Book {day} at {time}', {
                  day: dayLabel(day.date, now),
                  time: formatSlot(slot),
                })}
                onClick={() => onPick({ date: day.date, slot })}
              >
                {formatSlot(slot)}
              </Button>
            ))}
            {day.slots.length > perDay && (
              <Button size="small" type="link" onClick={() => onPick({ date: day.date, slot: '' })}>
                {t('More times')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
});
