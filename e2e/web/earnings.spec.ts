// A lawyer's earnings end to end against the real built app and its offline demo: the client books and pays a
// consultation through the API (pay at booking), the demo inbox catches the client's confirmation with its
// calendar invite (a METHOD:REQUEST .ics with the booking's UID); the lawyer's Earnings page shows nothing for it
// until the consultation completes, then its ledger line (booked price, unused minutes refunded, TDS and why, net).
//
// As in consultation.spec.ts, a booking "now" cannot be made through the API (a started slot is past): the spec
// books a future slot, then moves its times into the past in the run's own throw-away SQLite file, with a call of
// 20 minutes, so the server's sweep completes it as it would at the booked end.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bookFirstFreeSlot, demoAccounts, newClient, payBooking, signedInContext } from '../support/session';

test("the client's mail holds the invite, and the lawyer sees the earning once the consultation completes", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const topic = `Earning ${Date.now()}`;
  // A client of its own (newClient): their first consultation is the free one; the second is paid and earns
  // the lawyer money.
  const asha = await newClient(browser, baseURL!, 'earning');
  const login = asha.login;
  const rohan = await signedInContext(browser, baseURL!, demoAccounts.lawyer);
  const auth = { Authorization: `Bearer ${asha.token}` };
  const clientName = (
    (await (await asha.context.request.get('/api/validate-token', { headers: auth })).json()) as {
      name: string;
    }
  ).name;

  const book = (about: string) => bookFirstFreeSlot(asha.context.request, asha.token, rohan.id, about);
  expect((await book(`Intro call ${Date.now()}`)).pricePaise).toBe(0);
  const paid = await book(topic);
  expect(paid.pricePaise).toBe(105000);
  const bookingId = paid._id;
  await payBooking(asha.context.request, asha.token, bookingId);

  // The confirmation reaches the client's (demo) inbox with the calendar invite.
  const uid = `UID:booking-${bookingId}@lexsetu.in`;
  await expect
    .poll(
      async () => {
        const inbox = await asha.context.request.get(
          `/api/demo/inbox?email=${encodeURIComponent(login.email)}`,
        );
        const mails = (await inbox.json()) as { subject: string; calendar: string | null }[];
        return mails.find((m) => m.calendar?.includes(uid))?.calendar ?? '';
      },
      { timeout: 15_000 },
    )
    .toContain('METHOD:REQUEST');
  await asha.page.goto(`/demo/inbox?email=${encodeURIComponent(login.email)}`);
  const mail = asha.page.getByRole('listitem').filter({ hasText: topic }).first();
  await expect(mail).toContainText('Consultation confirmed');
  await expect(mail.getByRole('link', { name: 'Calendar invite (invite.ics)' })).toBeVisible();

  // Before it completes the lawyer's ledger has no line for it.
  await rohan.page.goto('/dashboard/earnings');
  await expect(rohan.page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(rohan.page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
  // The ledger's table shows a moment after its heading (LazyTable fetches antd's Table).
  await expect(rohan.page.getByRole('table').first()).toBeVisible();
  const line = rohan.page
    .getByRole('row')
    .filter({ hasText: `Consultation: ${topic}` })
    .filter({ hasNotText: 'Refund' });
  await expect(line).toHaveCount(0);

  // The booked half hour is over, the lawyer came and a 20-minute call ran: the server's sweep completes it.
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'lexsetu.sqlite'));
  const start = Date.now() - 45 * 60_000;
  db.prepare('UPDATE bookings SET start_at = ?, end_at = ?, lawyer_joined_at = ? WHERE id = ?').run(
    new Date(start).toISOString(),
    new Date(start + 30 * 60_000).toISOString(),
    new Date(start).toISOString(),
    bookingId,
  );
  db.prepare(
    `INSERT INTO consultation_sessions (id, booking_id, kind, started_by, started_at, connected_at, ended_at)
     VALUES (?, ?, 'call', ?, ?, ?, ?)`,
  ).run(
    `E2E${bookingId}`.slice(0, 26),
    bookingId,
    asha.id,
    new Date(start).toISOString(),
    new Date(start).toISOString(),
    new Date(start + 20 * 60_000).toISOString(),
  );
  db.close();

  // ₹35 a minute: ₹1050 booked, 10 unused minutes (₹350) refunded; launch offer 0 % fee, TDS 5 % (no PAN given).
  await expect
    .poll(
      async () => {
        await rohan.page.reload();
        await rohan.page.getByRole('heading', { name: 'Ledger' }).waitFor();
        await rohan.page.getByRole('table').first().waitFor();
        return rohan.page.getByRole('row').filter({ hasText: topic }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  await expect(line).toContainText(clientName);
  await expect(line).toContainText('₹1,050/-');
  await expect(line).toContainText('₹52.50/-'); // TDS
  await expect(line).toContainText('TDS 5 %: no PAN given');
  await expect(line).toContainText('₹997.50/-'); // net
  const refund = rohan.page.getByRole('row').filter({ hasText: `Refund: Consultation: ${topic}` });
  await expect(refund).toContainText('−₹350/-');
  await expect(refund).toContainText('−₹332.50/-');

  // The lawyer's Bills & Payments speaks of earnings, with the client in the counterpart column.
  await rohan.page.goto('/dashboard/bills-payments');
  await expect(rohan.page.getByTestId('Total earnings')).toBeVisible();
  await expect(rohan.page.getByText('Total spendings')).toHaveCount(0);
  await expect(rohan.page.getByRole('columnheader', { name: 'Client' })).toBeVisible();
});
