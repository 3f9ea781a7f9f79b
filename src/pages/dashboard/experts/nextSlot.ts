// A slot as a client reads it, in India's time like every slot: 'Today, 4:30pm', 'Tomorrow, 10:00am',
// 'Thu 5 Mar, 11:00am' (a search result's next free slot, the next consultation, the week of free slots); and as
// the booking form's date and slot.
import { bookingToday } from '@contract/bookingClock';
import { formatShortDay, formatSlot } from '@/i18n/dates';
import { translate } from '@/i18n';

const slotZone = 'Asia/Kolkata';
const dayMs = 86_400_000;

const hourMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: slotZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The booking form's date ('YYYY-MM-DD') and slot ('HH:mm') of a slot start. */
export function slotOf(iso: string): { date: string; slot: string } {
  const start = new Date(iso);
  return { date: bookingToday(start), slot: hourMinute.format(start) };
}

/** 'Today', 'Tomorrow' or 'Thu 5 Mar' for a booking date ('YYYY-MM-DD', India's calendar). */
export function dayLabel(date: string, now: Date): string {
  if (date === bookingToday(now)) return translate('Today');
  if (date === bookingToday(new Date(now.getTime() + dayMs))) return translate('Tomorrow');
  return formatShortDay(date);
}

/** A slot start (ISO) as 'Tomorrow, 10:00am'. */
export function nextSlotText(iso: string, now: Date): string {
  const { date, slot } = slotOf(iso);
  return `${dayLabel(date, now)}, ${formatSlot(slot)}`;
}
