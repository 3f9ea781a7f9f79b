// The booking's transition table as its people notice it: who may cancel, move, approve, pay or review, and
// what each sweep leaves from.
import { describe, expect, it } from 'vitest';
import { bookingStatuses, type BookingStatus } from '@contract';
import {
  bookedStatus,
  canApprove,
  canCancel,
  canDecline,
  canEnterRoom,
  canPay,
  canReschedule,
  canReview,
  hasLapsed,
  isIn,
  paidStatus,
  transitions,
  type Step,
} from './stateMachine';

const now = new Date('2026-03-10T04:30:00Z');
const tomorrow = '2026-03-11T04:30:00.000Z';
const anHourAgo = '2026-03-10T03:30:00.000Z';
const client = { id: 'client' };
const lawyer = { id: 'lawyer' };
const stranger = { id: 'someone-else' };

const booking = (status: BookingStatus, start_at = tomorrow) => ({
  status,
  client_id: client.id,
  lawyer_id: lawyer.id,
  start_at,
  paid_at: null as string | null,
  price_paise: 50_000,
  payment_due_at: null as string | null,
});

/** The statuses a step leaves from, read back through `isIn` (not the table itself). */
const leavesFrom = (step: Step) => bookingStatuses.filter((s) => isIn({ status: s }, step));

describe('booking a slot', () => {
  it('holds a priced slot for payment, else confirms it or waits for a lawyer who approves each booking', () => {
    expect(bookedStatus(true, false)).toBe('awaiting_payment');
    expect(bookedStatus(true, true)).toBe('awaiting_payment');
    expect(bookedStatus(false, true)).toBe('pending_approval');
    expect(bookedStatus(false, false)).toBe('confirmed');
  });
});

describe('paying', () => {
  it('confirms a booking awaiting payment, or hands it to a lawyer who approves each booking', () => {
    expect(leavesFrom('pay')).toEqual(['awaiting_payment']);
    expect(paidStatus(false)).toBe('confirmed');
    expect(paidStatus(true)).toBe('pending_approval');
  });

  it('lets only the client pay an unpaid priced booking that is not cancelled and whose hold has not lapsed', () => {
    const held = { ...booking('awaiting_payment'), payment_due_at: '2026-03-10T04:40:00.000Z' };
    expect(canPay(held, client, now)).toBe(true);
    expect(canPay(held, lawyer, now)).toBe(false);
    expect(canPay(held, stranger, now)).toBe(false);
    expect(canPay(booking('cancelled'), client, now)).toBe(false);
    expect(canPay({ ...booking('confirmed'), paid_at: anHourAgo }, client, now)).toBe(false);
    expect(canPay({ ...booking('confirmed'), price_paise: 0 }, client, now)).toBe(false);
    const lapsed = { ...held, payment_due_at: anHourAgo };
    expect(canPay(lapsed, client, now)).toBe(false);
  });
});

describe('the payment hold', () => {
  it('lapses an unpaid booking to cancelled once its due time has come, and only one awaiting payment', () => {
    expect(transitions.lapse).toEqual({ from: ['awaiting_payment'], to: 'cancelled' });
    const due = { status: 'awaiting_payment' as const, payment_due_at: now.toISOString() };
    expect(hasLapsed(due, now)).toBe(true);
    expect(hasLapsed(due, new Date(now.getTime() - 1))).toBe(false);
    expect(hasLapsed({ ...due, status: 'confirmed' }, now)).toBe(false);
    expect(hasLapsed({ ...due, payment_due_at: null }, now)).toBe(false);
  });
});

describe('cancelling and moving', () => {
  it('lets either participant cancel or move a confirmed booking before its start, and nobody else', () => {
    for (const can of [canCancel, canReschedule]) {
      expect(can(booking('confirmed'), client, now)).toBe(true);
      expect(can(booking('confirmed'), lawyer, now)).toBe(true);
      expect(can(booking('confirmed'), stranger, now)).toBe(false);
      expect(can(booking('confirmed', anHourAgo), client, now)).toBe(false);
      expect(can(booking('confirmed', now.toISOString()), client, now)).toBe(false);
    }
  });

  it('allows it while awaiting payment or approval, never once cancelled, completed or missed', () => {
    expect(leavesFrom('cancel')).toEqual(['awaiting_payment', 'confirmed', 'pending_approval']);
    expect(transitions.cancel.to).toBe('cancelled');
    for (const status of ['cancelled', 'completed', 'missed'] as const) {
      expect(canCancel(booking(status), client, now)).toBe(false);
      expect(canReschedule(booking(status), lawyer, now)).toBe(false);
    }
  });
});

describe('approval', () => {
  it('lets only the lawyer approve a booking awaiting approval, before its start', () => {
    expect(transitions.approve).toEqual({ from: ['pending_approval'], to: 'confirmed' });
    expect(canApprove(booking('pending_approval'), lawyer, now)).toBe(true);
    expect(canApprove(booking('pending_approval'), client, now)).toBe(false);
    expect(canApprove(booking('pending_approval', anHourAgo), lawyer, now)).toBe(false);
    expect(canApprove(booking('confirmed'), lawyer, now)).toBe(false);
  });

  it('lets the lawyer decline it (cancelled) even after the start, never the client', () => {
    expect(transitions.decline).toEqual({ from: ['pending_approval'], to: 'cancelled' });
    expect(canDecline(booking('pending_approval', anHourAgo), lawyer)).toBe(true);
    expect(canDecline(booking('pending_approval'), client)).toBe(false);
    expect(canDecline(booking('confirmed'), lawyer)).toBe(false);
  });
});

describe('the consultation', () => {
  it('opens its room to both participants once confirmed; a completed one stays readable, not writable', () => {
    expect(canEnterRoom(booking('confirmed'), client)).toBe(true);
    expect(canEnterRoom(booking('completed'), lawyer)).toBe(true);
    expect(canEnterRoom(booking('confirmed'), stranger)).toBe(false);
    for (const status of ['awaiting_payment', 'pending_approval', 'cancelled', 'missed'] as const)
      expect(canEnterRoom(booking(status), client)).toBe(false);
    expect(leavesFrom('talk')).toEqual(['confirmed']);
  });

  it('cancels a confirmed booking whose lawyer never came, and completes a held one', () => {
    expect(transitions.noShow).toEqual({ from: ['confirmed'], to: 'cancelled' });
    expect(isIn({ status: 'confirmed' }, 'complete')).toBe(true);
    expect(transitions.complete.to).toBe('completed');
    expect(isIn({ status: 'cancelled' }, 'complete')).toBe(false);
  });

  it('marks an unattended free consultation missed, whether confirmed or still awaiting approval', () => {
    expect(leavesFrom('miss')).toEqual(['confirmed', 'pending_approval']);
    expect(transitions.miss.to).toBe('missed');
  });

  it('meters calls until the booking is completed or missed; a cancelled one is metered but not completed', () => {
    expect(leavesFrom('meter')).toEqual(['awaiting_payment', 'confirmed', 'pending_approval', 'cancelled']);
  });
});

describe('reviewing', () => {
  it('lets only the client review, and only a completed consultation', () => {
    expect(canReview(booking('completed'), client)).toBe(true);
    expect(canReview(booking('completed'), lawyer)).toBe(false);
    for (const status of bookingStatuses.filter((s) => s !== 'completed'))
      expect(canReview(booking(status), client)).toBe(false);
  });
});

describe('the table', () => {
  it('uses known statuses only, and every step that moves a booking changes its status', () => {
    for (const step of Object.keys(transitions) as Step[]) {
      const t: { from: readonly string[]; to?: string } = transitions[step];
      for (const s of [...t.from, ...(t.to ? [t.to] : [])]) expect(bookingStatuses).toContain(s);
      if (t.to) expect(t.from).not.toContain(t.to);
    }
  });
});
