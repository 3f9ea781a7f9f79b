// The signed-in user's push channel in a real browser: the dashboard opens /api/me/live, and a notice written
// for the user (another user mentions them) counts up on the bell through a push, without a reload, a focus
// or the 30 s poll.
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage, signedInContext } from '../support/session';

const asha = demoAccounts.client;
const rohan = demoAccounts.lawyer;

test('a notice reaches the bell through the push channel, without a reload or a poll', async ({
  browser,
  baseURL,
}) => {
  const page = await loggedInPage(browser, baseURL!, rohan);
  const channel = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/me/live'));
  await page.goto('/dashboard/schedules');
  const socket = await channel;
  await socket.waitForEvent('framereceived', (f) => String(f.payload).includes('"ready"'));
  const bell = page.getByRole('link', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible();
  const before = Number(/, (\d+) new/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(Number.isInteger(before)).toBe(true);

  const pushed = socket.waitForEvent('framereceived', (f) =>
    String(f.payload).includes('notifications.changed'),
  );
  const client = await signedInContext(browser, baseURL!, asha);
  const title = `Tenancy notice ${Date.now()}`;
  const created = await client.context.request.post('/api/create-request', {
    headers: { Authorization: `Bearer ${client.token}` },
    multipart: {
      title,
      description: 'Please read the notice period clause.',
      mention: rohan.email,
      consultationType: 'Online',
      date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      timing: '10:30 AM',
    },
  });
  expect(created.status()).toBe(201);
  await client.context.close();

  await pushed;
  // Well inside the 30 s poll: the push refreshed the count.
  await expect(page.getByRole('link', { name: `Notifications, ${before + 1} new` })).toBeVisible({
    timeout: 10_000,
  });
  await page.context().close();
});
