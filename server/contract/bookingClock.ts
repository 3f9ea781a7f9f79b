// The slot clock's zod-free part (bookings.ts re-exports it; the renderer's start-up code imports it as
// `@contract/bookingClock`): India Standard Time, which has no daylight saving, so one fixed offset.

export const bookingUtcOffset = '+05:30';
const istOffsetMinutes = 330;

/** Today's 'YYYY-MM-DD' in India. */
export function bookingToday(now: Date): string {
  return new Date(now.getTime() + istOffsetMinutes * 60_000).toISOString().slice(0, 10);
}
