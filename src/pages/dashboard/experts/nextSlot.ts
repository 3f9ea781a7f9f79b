// A search result's next free slot (an ISO instant from the API) as a client reads it, in India's time like every
// slot: 'Today, 4:30pm', 'Tomorrow, 10:00am', 'Thu 5 Mar, 11:00am'; and as the booking form's date and slot.
import { bookingToday, slotLabel } from '@contract/bookingClock';

const slotZone = 'Asia/Kolkata';
const dayMs = 86_400_000;

const hourMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: slotZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const shortDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: slotZone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** The booking form's date ('YYYY-MM-DD') and slot ('HH:mm') of a slot start. */
export function slotOf(iso: string): { date: string; slot: string } {
  const start = new Date(iso);
  return { date: bookingToday(start), slot: hourMinute.format(start) };
}

export function nextSlotText(iso: string, now: Date): string {
  const start = new Date(iso);
  const { date, slot } = slotOf(iso);
  const today = bookingToday(now);
  const day =
    date === today
      ? 'Today'
      : date === bookingToday(new Date(now.getTime() + dayMs))
        ? 'Tomorrow'
        : shortDay.format(start).replace(',', '');
  return `${day}, ${slotLabel(slot)}`;
}
