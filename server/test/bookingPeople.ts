// People for booking tests: fresh clients and lawyers (verified or not) with live tokens, on a test app.
import { demoLogins } from '../db/seed';
import { generateLawyer } from '../db/seed/lawyers';
import type { VerificationStatus } from '../db/schema';
import type { TestApp } from './harness';
import type { Booking, PaymentMethod } from '@contract';

let counter = 0;

export interface Person {
  id: string;
  token: string;
}

export async function addClient(t: TestApp, name = 'Test Client'): Promise<Person> {
  counter += 1;
  const id = `01HZ0000000000000000TC${String(counter).padStart(4, '0')}`;
  const email = `client${counter}-${Date.now()}@example.in`;
  const now = new Date().toISOString();
  await t.db
    .insertInto('users')
    .values({
      id,
      email,
      name,
      role: 'consumer',
      password_hash: 'x',
      consultation_types: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, token: (await t.tokenFor(email)).token };
}

export async function addLawyer(
  t: TestApp,
  status: VerificationStatus = 'verified',
  ratePaise = 4000,
): Promise<Person> {
  counter += 1;
  const { user, profile } = generateLawyer(1000 + counter, '01HZ0000000000000000TL');
  await t.db.insertInto('users').values(user).execute();
  await t.db
    .insertInto('lawyer_profiles')
    .values({ ...profile, verification_status: status, rate_paise: ratePaise })
    .execute();
  return { id: user.id, token: (await t.tokenFor(user.email)).token };
}

/**
 * Pays an order (a plan, a booking or a document order) through the demo gateway's checkout, as the browser
 * does, by UPI unless `method` says otherwise (`last4`: what the browser sends for a card); answers the
 * gateway's order id.
 */
export async function payOrder(
  t: TestApp,
  who: Person,
  request: { plan: 'monthly' | 'yearly' } | { bookingId: string } | { serviceOrderId: string },
  { method = 'scanPay', last4 }: { method?: PaymentMethod; last4?: string } = {},
): Promise<{ orderId: string }> {
  const token = { token: who.token };
  const order = await t.api.post<{ orderId: string }>('/api/payment/order', request, token);
  if (order.status !== 201) throw new Error(`Payment order failed: ${order.status} ${order.text}`);
  const signed = await t.api.post<{ paymentId: string; signature: string }>(
    '/api/payment/demo/checkout',
    { orderId: order.body.orderId, method, outcome: 'success' },
    token,
  );
  const paid = await t.api.post(
    '/api/payment',
    { orderId: order.body.orderId, ...signed.body, method, last4 },
    token,
  );
  if (paid.status !== 200) throw new Error(`Payment failed: ${paid.status} ${paid.text}`);
  return { orderId: order.body.orderId };
}

/** Buys the monthly premium plan through the demo gateway (unlimited consultations, highlighted profile). */
export async function becomePremium(t: TestApp, who: Person): Promise<void> {
  await payOrder(t, who, { plan: 'monthly' });
}

/** Books a consultation and, when it is priced, pays it at once (pay at booking); answers the booking now. */
export async function bookAndPay(
  t: TestApp,
  who: Person,
  body: { lawyerId: string; date: string; slot: string; mode?: string; topic?: string },
): Promise<{ status: number; body: Booking }> {
  const booked = await t.api.post<Booking>(
    '/api/bookings',
    { mode: 'video', topic: 'Lease review', ...body },
    { token: who.token },
  );
  if (booked.status !== 201 || booked.body.status !== 'awaiting_payment') return booked;
  await payOrder(t, who, { bookingId: booked.body._id });
  const list = await t.api.get<{ items: Booking[] }>('/api/schedules?tab=upcoming', { token: who.token });
  return { status: booked.status, body: list.body.items.find((b) => b._id === booked.body._id)! };
}

/**
 * Makes `client` premium and books their free first consultation with `lawyer` (2030-01-09 at `slot`), so the
 * next bookings with that lawyer are priced and paid.
 */
export async function pastFreeFirstConsultation(
  t: TestApp,
  client: Person,
  lawyer: Person,
  slot = '15:00',
): Promise<void> {
  await becomePremium(t, client);
  const first = await t.api.post<Booking>(
    '/api/bookings',
    { lawyerId: lawyer.id, date: '2030-01-09', slot, mode: 'video', topic: 'First' },
    { token: client.token },
  );
  if (first.status !== 201 || first.body.status !== 'confirmed' || first.body.pricePaise !== 0) {
    throw new Error(`The first consultation was not free and confirmed: ${first.status} ${first.text}`);
  }
}

/** Saves settings as `who` does in Settings (PUT /api/settings). */
export const putSettings = (t: TestApp, who: Person, body: Record<string, unknown>) =>
  t.api.send('PUT', '/api/settings', {
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
  });

/**
 * A priced consultation of the demo client (`token`) with the demo lawyer, booked and not yet paid: its payment
 * hold is running (pay at booking). The seeded priced ones were paid when booked, as the live flow pays them.
 */
export async function heldBooking(
  t: TestApp,
  token: string,
  { slot = '11:00', date = '2030-01-08' }: { slot?: string; date?: string } = {},
): Promise<string> {
  const lawyerId = demoLogins.find((login) => login.role === 'professional')!.id;
  const booked = await t.api.post<Booking>(
    '/api/bookings',
    { lawyerId, date, slot, mode: 'video', topic: 'Lease review' },
    { token },
  );
  if (booked.status !== 201 || booked.body.status !== 'awaiting_payment')
    throw new Error(`The booking is not held for payment: ${booked.status} ${booked.text}`);
  return booked.body._id;
}
