// India's calendar as the server and the renderer read it: one offset all year (UTC+05:30, no daylight saving),
// so a day, a weekday or a financial year in India is arithmetic on the instant.
export const istOffsetMinutes = 330;
export const istOffsetMs = istOffsetMinutes * 60_000;
const dayMs = 86_400_000;

/** The instant moved to India's wall clock: read it with the getUTC… methods. */
export const istWallClock = (at: Date | string): Date => new Date(new Date(at).getTime() + istOffsetMs);

/** 'YYYY-MM-DD': the day in India of an instant. */
export const istDay = (at: Date | string): string => istWallClock(at).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday, in India. */
export const istWeekday = (at: Date | string): number => istWallClock(at).getUTCDay();

/** Minutes since midnight in India. */
export const istMinuteOfDay = (at: Date): number => {
  const wall = istWallClock(at);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
};

/** The instant an Indian day ('YYYY-MM-DD') begins, as ISO. */
export const istMidnight = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - istOffsetMs).toISOString();

/** The Monday (IST) of the week of an instant, 'YYYY-MM-DD'. */
export function istWeekStart(at: Date | string): string {
  const wall = istWallClock(at);
  const back = (wall.getUTCDay() + 6) % 7;
  return new Date(wall.getTime() - back * dayMs).toISOString().slice(0, 10);
}

/** '26-27' for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(at: Date | string): string {
  const wall = istWallClock(at);
  const start = wall.getUTCMonth() >= 3 ? wall.getUTCFullYear() : wall.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}
