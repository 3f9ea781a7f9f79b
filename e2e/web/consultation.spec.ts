// A live consultation end to end in Chromium with fake camera/microphone: client and lawyer (two browser
// contexts) chat in the booking's room, start a video call that connects over loopback (each sees the other's
// stream), mute and turn the camera off, hang up, and the booking shows the minutes the server metered, in the room
// and in the client's Bills & Payments engagements.
//
// A booking "now" cannot be made through POST /api/bookings (a slot that has started counts as past), and the
// production server has no test-only door: the spec books a future slot through the API, then moves its times to
// now directly in the run's own throw-away SQLite file (E2E_DATA_DIR), as a clock jump would.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { bookingSlots } from '../../server/contract';
import { demoAccounts, payBooking, signedInContext } from '../support/session';
import { workdayAhead } from '../support/dates';

const client = demoAccounts.client;
const lawyer = demoAccounts.lawyer;

const base = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...base,
    args: [...(base.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

async function remoteVideoPlays(page: Page) {
  await expect
    .poll(
      () =>
        page.getByLabel('Remote video').evaluate((v: HTMLVideoElement) => {
          const stream = v.srcObject as MediaStream | null;
          return !!stream && stream.getVideoTracks().length > 0 && v.readyState >= 2 && v.videoWidth > 0;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('client and lawyer chat, hold a video call over loopback, and the call is metered', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const topic = `Live consultation ${Date.now()}`;
  const asha = await signedInContext(browser, baseURL!, client, { permissions: ['camera', 'microphone'] });
  const rohan = await signedInContext(browser, baseURL!, lawyer, { permissions: ['camera', 'microphone'] });
  const lawyerId = rohan.id;

  let bookingId = '';
  const date = workdayAhead(21); // away from the other specs' bookings
  for (const slot of bookingSlots) {
    const res = await asha.context.request.post('/api/bookings', {
      headers: { Authorization: `Bearer ${asha.token}` },
      data: { lawyerId, date, slot, mode: 'video', topic },
    });
    if (res.status() === 201) {
      bookingId = ((await res.json()) as { _id: string })._id;
      break;
    }
  }
  expect(bookingId).not.toBe('');
  // Pay at booking: the consultation is confirmed (and its room opens) once paid.
  await payBooking(asha.context.request, asha.token, bookingId);
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'lexsetu.sqlite'));
  const start = Date.now() - 60_000;
  db.prepare('UPDATE bookings SET start_at = ?, end_at = ? WHERE id = ?').run(
    new Date(start).toISOString(),
    new Date(start + 30 * 60_000).toISOString(),
    bookingId,
  );
  db.close();

  // The client joins from the live tab of Schedules; the lawyer opens the room too.
  await asha.page.goto('/dashboard/schedules');
  await asha.page.getByRole('tab', { name: /live/ }).click();
  await asha.page.getByRole('article', { name: topic }).getByRole('link', { name: 'Join' }).click();
  await expect(asha.page).toHaveURL(new RegExp(`/dashboard/consultation/${bookingId}$`));
  await rohan.page.goto(`/dashboard/consultation/${bookingId}`);
  for (const { page } of [asha, rohan])
    await expect(page.getByRole('heading', { level: 1, name: 'Consultation' })).toBeVisible();
  await expect(asha.page.getByText('Adv. Rohan Mehta is here')).toBeVisible();

  await asha.page
    .getByRole('textbox', { name: 'Message' })
    .fill('Good morning, I have a question about my lease.');
  await asha.page.getByRole('button', { name: 'Send' }).click();
  await expect(rohan.page.getByRole('log', { name: 'Messages' })).toContainText(
    'Good morning, I have a question about my lease.',
  );
  await rohan.page.getByRole('textbox', { name: 'Message' }).fill('Good morning Asha, go ahead.');
  await rohan.page.keyboard.press('Enter');
  await expect(asha.page.getByRole('log', { name: 'Messages' })).toContainText(
    'Good morning Asha, go ahead.',
  );
  await expect(asha.page.getByRole('log', { name: 'Messages' })).toContainText('Read');

  await asha.page.getByRole('button', { name: 'Start video call' }).click();
  await rohan.page.getByRole('button', { name: 'Accept' }).click();
  await expect(asha.page.getByText('In call with Adv. Rohan Mehta')).toBeVisible({ timeout: 20_000 });
  await expect(rohan.page.getByText('In call with Asha Verma')).toBeVisible({ timeout: 20_000 });
  await remoteVideoPlays(asha.page);
  await remoteVideoPlays(rohan.page);
  await asha.page.getByRole('button', { name: 'Mute' }).click();
  await expect(asha.page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await asha.page.getByRole('button', { name: 'Camera off' }).click();
  await expect(asha.page.getByRole('button', { name: 'Camera on' })).toBeVisible();

  await rohan.page.getByRole('button', { name: 'Hang up' }).click();
  for (const { page } of [asha, rohan]) {
    await expect(page.getByText('Call ended · metered 1 min.')).toBeVisible();
    await expect(page.getByLabel('Metering')).toContainText('Metered time: 1 min');
  }
  // The price is the booked price (30 min × ₹35/min); the 29 unused minutes are to be refunded. A hang-up
  // ends the call, not the consultation: the room stays open until the booked end.
  await expect(asha.page.getByLabel('Metering')).toContainText('Amount: ₹1,050/- · To be refunded: ₹1,015/-');
  const room = await asha.context.request.get(`/api/consultations/${bookingId}`, {
    headers: { Authorization: `Bearer ${asha.token}` },
  });
  expect(await room.json()).toMatchObject({
    meteredMinutes: 1,
    pricePaise: 105_000,
    toBeRefundedPaise: 101_500,
    readOnly: false,
  });

  // Bills & Payments lists the consultation with the metered duration and amount, paid at booking.
  await asha.page.goto('/dashboard/bills-payments');
  await asha.page.getByRole('searchbox', { name: 'Search engagements' }).fill(topic);
  const [year, month, day] = date.split('-');
  const row = asha.page.getByRole('row').filter({ hasText: `${month}/${day}/${year}` }); // the one date format
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Adv. Rohan Mehta');
  await expect(row).toContainText('1 min');
  await expect(row).toContainText('₹1,050/-');
  await expect(row).toContainText('Paid');
});

test('the client is told behind the bell when the lawyer writes while she is away, once, and the room shows what is new', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const topic = `Chat notice ${Date.now()}`;
  const asha = await signedInContext(browser, baseURL!, client);
  const rohan = await signedInContext(browser, baseURL!, lawyer);
  let bookingId = '';
  const date = workdayAhead(21); // away from the other specs' bookings
  for (const slot of [...bookingSlots].reverse()) {
    const res = await asha.context.request.post('/api/bookings', {
      headers: { Authorization: `Bearer ${asha.token}` },
      data: { lawyerId: rohan.id, date, slot, mode: 'video', topic },
    });
    if (res.status() === 201) {
      bookingId = ((await res.json()) as { _id: string })._id;
      break;
    }
  }
  expect(bookingId).not.toBe('');
  await payBooking(asha.context.request, asha.token, bookingId);

  await asha.page.goto('/dashboard/schedules');
  // The count as the server has it (the payment's notice included), and the bell showing it: read from the
  // bell alone, a slow machine gave its '0 new' before the first answer came.
  const unread = await asha.context.request.get('/api/notifications/unread-count', {
    headers: { Authorization: `Bearer ${asha.token}` },
  });
  const before = ((await unread.json()) as { count: number }).count;
  await expect(asha.page.getByRole('link', { name: `Notifications, ${before} new` })).toBeVisible({
    timeout: 20_000,
  });

  // Before the booked time the room is open for writing: the lawyer sends two while the client is elsewhere.
  await rohan.page.goto(`/dashboard/consultation/${bookingId}`);
  for (const text of ['Please bring the sale deed.', 'And the society NOC, if you have it.']) {
    await rohan.page.getByRole('textbox', { name: 'Message' }).fill(text);
    await rohan.page.getByRole('button', { name: 'Send' }).click();
    await expect(rohan.page.getByRole('listitem', { name: 'You' }).filter({ hasText: text })).toContainText(
      'Sent',
    );
  }

  // One notice for the two, leading to the room.
  await asha.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(asha.page.getByRole('link', { name: `Notifications, ${before + 1} new` })).toBeVisible();
  await asha.page.getByRole('link', { name: `Notifications, ${before + 1} new` }).click();
  const notice = asha.page.getByRole('button', {
    name: `Unread: Adv. Rohan Mehta sent you a message about ${topic}.`,
  });
  await expect(notice).toHaveCount(1);
  await notice.click();
  await expect(asha.page).toHaveURL(new RegExp(`/dashboard/consultation/${bookingId}$`));

  // The room: today's separator, 'New messages' before the first of them, both on the other side.
  const log = asha.page.getByRole('log', { name: 'Messages' });
  await expect(log.getByRole('listitem')).toHaveText([
    'Today',
    'New messages',
    /Please bring the sale deed\./,
    /And the society NOC, if you have it\./,
  ]);
  await expect(log.getByRole('listitem', { name: 'Adv. Rohan Mehta' })).toHaveCount(2);
  await expect(log.getByRole('listitem', { name: 'Adv. Rohan Mehta' }).first()).toHaveClass(/theirs/);
  // Read now: the lawyer sees it.
  await expect(rohan.page.getByRole('log', { name: 'Messages' })).toContainText('Read');
  await asha.context.close();
  await rohan.context.close();
});
