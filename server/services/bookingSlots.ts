// Where a booking can go: a lawyer's weekly pattern, which slots of a date are free, the slot's times and the
// first-consultation price. The lifecycle of a booking itself is in services/bookings/.
import { maximumPricePaise } from './bookingMoney';
import { takesAllowance } from './consultationAllowance';
import { sql, type Kysely } from 'kysely';
import {
  bookingMinutes,
  bookingSlots,
  bookingToday,
  defaultAvailabilityDays,
  slotStart,
  weekdayOf,
} from '@contract';
import { istOffsetMs } from '@contract/istCalendar';
import type { Database } from '../db/schema';
import { notFound } from '../errors';

type DbLike = Kysely<Database>;

export interface WeeklyPattern {
  days: number[];
  slots: string[];
}

function jsonNumbers(text: string): number[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}
function jsonStrings(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export async function weeklyPattern(db: DbLike, lawyerId: string): Promise<WeeklyPattern> {
  const row = await db
    .selectFrom('availability')
    .select(['days', 'slots'])
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  if (!row) return { days: [...defaultAvailabilityDays], slots: [...bookingSlots] };
  return { days: jsonNumbers(row.days), slots: jsonStrings(row.slots) };
}

/** A verified lawyer with what booking needs; anyone else answers 404 (as if unknown). */
export async function bookableLawyer(db: DbLike, lawyerId: string) {
  const row = await db
    .selectFrom('lawyer_profiles')
    .innerJoin('users', 'users.id', 'lawyer_profiles.user_id')
    .select([
      'users.id',
      'users.name',
      'lawyer_profiles.title',
      'lawyer_profiles.rate_paise',
      'lawyer_profiles.city',
      'lawyer_profiles.state',
      'lawyer_profiles.office_address',
    ])
    .where('lawyer_profiles.user_id', '=', lawyerId)
    .where('lawyer_profiles.verification_status', '=', 'verified')
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('lawyer_not_found');
  return row;
}

/** Where an On-site consultation takes place: the office (when the lawyer gave one), city and state. */
export const officeAddress = (p: { office_address: string; city: string; state: string }) =>
  [p.office_address, p.city, p.state].filter(Boolean).join(', ');

/** Each slot's start as an offset from the day's midnight in India. */
const slotOffsetMs = new Map(
  bookingSlots.map((s) => {
    const [h, m] = s.split(':').map(Number);
    return [s, (h! * 60 + m!) * 60_000];
  }),
);

/** A calendar date as the slot rule reads it: its weekday and its midnight in India (ms). */
interface SlotDay {
  weekday: number;
  midnight: number;
}
const slotDay = (date: string): SlotDay => ({
  weekday: weekdayOf(date),
  midnight: slotStart(date, '00:00').getTime(),
});

/** A weekly pattern as the slot rule reads it: its weekdays, and its slots in day order with their offsets. */
interface SlotPlan {
  weekdays: readonly number[];
  slots: readonly { slot: string; offsetMs: number }[];
}
const planOf = (pattern: WeeklyPattern): SlotPlan => ({
  weekdays: pattern.days,
  slots: bookingSlots
    .filter((s) => pattern.slots.includes(s))
    .map((slot) => ({ slot, offsetMs: slotOffsetMs.get(slot)! })),
});

/**
 * The plan's slots on that day, in day order, that have not started and are not taken (`taken`: start instants
 * in ms), up to `limit`. Plain arithmetic on a day parsed once and a pattern planned once: a search page asks
 * this for every result and up to 7 days.
 */
function openSlotsOf(
  plan: SlotPlan,
  day: SlotDay,
  taken: ReadonlySet<number>,
  nowMs: number,
  limit = Infinity,
): { slot: string; startMs: number }[] {
  const open: { slot: string; startMs: number }[] = [];
  if (!plan.weekdays.includes(day.weekday)) return open;
  for (const { slot, offsetMs } of plan.slots) {
    const startMs = day.midnight + offsetMs;
    if (startMs > nowMs && !taken.has(startMs) && open.push({ slot, startMs }) >= limit) break;
  }
  return open;
}

/** Slots of the pattern on that date, minus live bookings, minus those already started. */
export async function freeSlots(db: DbLike, lawyerId: string, date: string, now: Date): Promise<string[]> {
  if (date < bookingToday(now)) return [];
  const pattern = await weeklyPattern(db, lawyerId);
  if (!pattern.days.includes(weekdayOf(date))) return [];
  const starts = pattern.slots.map((s) => slotStart(date, s).toISOString());
  if (starts.length === 0) return [];
  const taken = await db
    .selectFrom('bookings')
    .select('start_at')
    .where('lawyer_id', '=', lawyerId)
    .where('status', '<>', 'cancelled')
    .where('start_at', 'in', starts)
    .execute();
  const takenStarts = new Set(taken.map((t) => Date.parse(t.start_at)));
  return openSlotsOf(planOf(pattern), slotDay(date), takenStarts, now.getTime()).map((o) => o.slot);
}

/** The plan of a lawyer who never set a weekly pattern. */
const defaultPlan = planOf({ days: [...defaultAvailabilityDays], slots: [...bookingSlots] });

/** How far ahead a search result looks for the lawyer's next free slot: today and the 6 days after it. */
export const nextSlotDays = 7;

const dayMs = 86_400_000;

/**
 * Today in India and the `count - 1` days after it, as the slot rule reads them, by arithmetic: India keeps one
 * offset all year, so a day is its number since 1970-01-01 (a Thursday). Parsing the seven dates' text cost
 * more than the rest of a search page's next-slot rule.
 */
export function slotDaysFrom(now: Date, count: number): SlotDay[] {
  const today = Math.floor((now.getTime() + istOffsetMs) / dayMs);
  return Array.from({ length: count }, (_, i) => ({
    weekday: (today + i + 4) % 7,
    midnight: (today + i) * dayMs - istOffsetMs,
  }));
}

/** The instants the next-slot rule looks between: the first slot of today in India to that of day 8. */
export function nextSlotWindow(now: Date): { from: string; until: string } {
  const [today] = slotDaysFrom(now, 1);
  const first = today!.midnight + slotOffsetMs.get(bookingSlots[0]!)!;
  return { from: new Date(first).toISOString(), until: new Date(first + nextSlotDays * dayMs).toISOString() };
}

/**
 * What the next-slot rule reads of a page of lawyers, as rows of one shape: their weekly patterns ('pattern':
 * days, slots) and their live bookings in the window ('booking': start_at). One query, which a caller can unite
 * with rows of its own so that a search page reads all it needs in one statement.
 */
export function nextSlotRows(db: DbLike, ids: string[], { from, until }: { from: string; until: string }) {
  return db
    .selectFrom('availability')
    .select((eb) => [
      sql.lit('pattern').as('kind'),
      'lawyer_id',
      // Typed as the other rows' nulls are: one shape for all.
      eb.ref('days').$castTo<string | null>().as('days'),
      eb.ref('slots').$castTo<string | null>().as('slots'),
      sql<string | null>`null`.as('start_at'),
    ])
    .where('lawyer_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('bookings')
        .select([
          sql.lit('booking').as('kind'),
          'lawyer_id',
          sql<string | null>`null`.as('days'),
          sql<string | null>`null`.as('slots'),
          'start_at',
        ])
        .where('lawyer_id', 'in', ids)
        .where('status', '<>', 'cancelled')
        .where('start_at', '>=', from)
        .where('start_at', '<', until),
    );
}
type NextSlotRow = {
  kind: string;
  lawyer_id: string;
  days: string | null;
  slots: string | null;
  start_at: string | null;
};

/**
 * Each lawyer's first free slot start (ISO) within the next `nextSlotDays` days, or null, from the rows of
 * nextSlotRows: the same rule as freeSlots (weekly pattern, live bookings, not yet started). Lawyers with
 * nothing booked in those days share their pattern's answer (most share the default pattern).
 */
export function nextFreeSlots(
  lawyerIds: readonly string[],
  rows: readonly NextSlotRow[],
  now: Date,
): Map<string, string | null> {
  const next = new Map<string, string | null>();
  const days = slotDaysFrom(now, nextSlotDays);
  const plans = new Map<string, SlotPlan>();
  const taken = new Map<string, Set<number>>();
  for (const row of rows) {
    if (row.kind === 'pattern' && row.days && row.slots)
      plans.set(row.lawyer_id, planOf({ days: jsonNumbers(row.days), slots: jsonStrings(row.slots) }));
    else if (row.kind === 'booking' && row.start_at) {
      const starts = taken.get(row.lawyer_id) ?? new Set<number>();
      starts.add(Date.parse(row.start_at));
      taken.set(row.lawyer_id, starts);
    }
  }
  const none = new Set<number>();
  const firstOpen = (plan: SlotPlan, booked: ReadonlySet<number>): string | null => {
    for (const day of days) {
      const [first] = openSlotsOf(plan, day, booked, now.getTime(), 1);
      if (first) return new Date(first.startMs).toISOString();
    }
    return null;
  };
  const unbooked = new Map<SlotPlan, string | null>();
  for (const id of lawyerIds) {
    const plan = plans.get(id) ?? defaultPlan;
    const booked = taken.get(id);
    if (booked) next.set(id, firstOpen(plan, booked));
    else {
      if (!unbooked.has(plan)) unbooked.set(plan, firstOpen(plan, none));
      next.set(id, unbooked.get(plan)!);
    }
  }
  return next;
}

/** Whether the lawyer's weekly pattern offers this date and slot (taken or not). */
export async function inPattern(db: DbLike, lawyerId: string, date: string, slot: string) {
  const pattern = await weeklyPattern(db, lawyerId);
  return pattern.days.includes(weekdayOf(date)) && pattern.slots.includes(slot);
}

/**
 * The booking's price as the money rule fixes it (services/bookingMoney.ts), from the lawyer's rate now. The
 * client's first consultation (no earlier booking that took up an allowance: `takesAllowance`) is free, as
 * the spec advertises.
 */
export async function priceFor(db: DbLike, clientId: string, ratePaise: number) {
  const earlier = await db
    .selectFrom('bookings')
    .select('id')
    .where('client_id', '=', clientId)
    .where(takesAllowance)
    .limit(1)
    .executeTakeFirst();
  const booked = { minutes: bookingMinutes, rate_paise: ratePaise, free_first: earlier ? 0 : 1 };
  return { firstConsultation: !earlier, pricePaise: maximumPricePaise(booked), ratePaise };
}

export function slotTimes(date: string, slot: string) {
  const start = slotStart(date, slot);
  return {
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + bookingMinutes * 60_000).toISOString(),
  };
}
