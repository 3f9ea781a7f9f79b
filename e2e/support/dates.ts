// Dates to book on: slots are in India's time (IST), and the demo lawyer does not work on Sundays.

/** A Monday-to-Saturday date about `days` ahead in India (a Sunday moves on to the Monday). */
export function workdayAhead(days: number): string {
  let t = Date.now() + days * 86_400_000 + 330 * 60_000;
  while (new Date(t).getUTCDay() === 0) t += 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
