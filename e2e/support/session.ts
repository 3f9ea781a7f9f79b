// Signed-in browser contexts for e2e specs. Sessions are made once per account and server and kept in the run's
// data folder, so the specs together stay far below the login rate limits (10 per e-mail per 15 minutes); a
// cached token is checked first and replaced when a test has logged it out.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { bookingSlots } from '../../server/contract';

export interface Login {
  email: string;
  password: string;
}

export interface Session {
  token: string;
  userId: string;
}

export const demoAccounts = {
  client: { email: 'asha@demo.lexsetu.in', password: 'Demo@1234' },
  lawyer: { email: 'rohan@demo.lexsetu.in', password: 'Demo@1234' },
  admin: { email: 'admin@demo.lexsetu.in', password: 'Demo@1234' },
} satisfies Record<string, Login>;

const cacheFile = () => join(process.env.E2E_DATA_DIR ?? tmpdir(), 'e2e-sessions.json');
const readCache = (): Record<string, Session> =>
  existsSync(cacheFile()) ? (JSON.parse(readFileSync(cacheFile(), 'utf8')) as Record<string, Session>) : {};

/** A live session for login: the cached one while it is valid, else a new login (`fresh` forces one). */
export async function sessionFor(request: APIRequestContext, login: Login, fresh = false): Promise<Session> {
  // Per server as well as per account: projects run beside each other on servers of their own.
  const key = `${String(test.info().project.use.baseURL)} ${login.email}`;
  const cached = readCache()[key];
  if (!fresh && cached) {
    const check = await request.get('/api/validate-token', {
      headers: { Authorization: `Bearer ${cached.token}` },
    });
    if (check.status() === 200) return cached;
  }
  const response = await request.post('/api/login', { data: login });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { _id: string } };
  const session = { token, userId: user._id };
  writeFileSync(cacheFile(), JSON.stringify({ ...readCache(), [key]: session }));
  return session;
}

/** A new browser context holding login's session the way the web app keeps it (localStorage token + userID). */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  login: Login,
  options: BrowserContextOptions & { fresh?: boolean } = {},
) {
  const { fresh, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL, ...contextOptions });
  const session = await sessionFor(context.request, login, fresh);
  await context.addInitScript(
    ([t, id]) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('userID', id);
    },
    [session.token, session.userId],
  );
  return { context, page: await context.newPage(), token: session.token, id: session.userId };
}

export async function loggedInPage(
  browser: Browser,
  baseURL: string,
  login: Login,
  options?: BrowserContextOptions & { fresh?: boolean },
) {
  return (await signedInContext(browser, baseURL, login, options)).page;
}

/**
 * Pays a booking of the signed-in user through the demo gateway, as the payment page does (pay at booking: a
 * priced booking is confirmed only once paid).
 */
export async function payBooking(
  request: APIRequestContext,
  token: string,
  bookingId: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const order = await request.post('/api/payment/order', { headers, data: { bookingId } });
  expect(order.status()).toBe(201);
  const { orderId } = (await order.json()) as { orderId: string };
  const checkout = await request.post('/api/payment/demo/checkout', {
    headers,
    data: { orderId, method: 'scanPay', outcome: 'success' },
  });
  const signed = (await checkout.json()) as { paymentId: string; signature: string };
  const paid = await request.post('/api/payment', {
    headers,
    data: { orderId, ...signed, method: 'scanPay' },
  });
  expect(paid.status()).toBe(200);
}

/**
 * A paged list (Schedules, Requests) shows its first page: 'Load more' is clicked until `item` shows. After the
 * other specs have booked with the demo lawyer, a booking a week ahead is no longer on the first page.
 */
export async function showInPagedList(page: Page, item: Locator): Promise<void> {
  const more = page.getByRole('button', { name: 'Load more' });
  for (let pages = 0; pages < 20; pages++) {
    await expect(item.or(more).first()).toBeVisible();
    if (await item.isVisible()) return;
    await more.click();
    await expect(more.locator('.ant-btn-loading-icon')).toHaveCount(0);
  }
  await expect(item).toBeVisible();
}

/**
 * A client account of the test's own (registered through the API), signed in: its first consultation is the free
 * one, and the demo client's consultations of the month are left to the other specs.
 */
export async function newClient(
  browser: Browser,
  baseURL: string,
  name: string,
  options: BrowserContextOptions = {},
) {
  const login = { email: `${name}.${Date.now()}@example.in`, password: 'Nyaya#Setu2024' };
  const registering = await browser.newContext({ baseURL });
  const registered = await registering.request.post('/api/register', {
    data: { ...login, role: 'consumer' },
  });
  expect(registered.status()).toBe(201);
  await registering.close();
  return { login, ...(await signedInContext(browser, baseURL, login, options)) };
}

/** Monday-to-Saturday dates some weeks ahead in India, away from the other specs' bookings. */
function datesAhead(): string[] {
  const dates: string[] = [];
  for (let days = 40; days < 80; days++) {
    const t = Date.now() + days * 86_400_000 + 330 * 60_000;
    if (new Date(t).getUTCDay() !== 0) dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** Books the first free slot of `lawyerId` some weeks ahead by video, as the signed-in `token`'s user. */
export async function bookFirstFreeSlot(
  request: APIRequestContext,
  token: string,
  lawyerId: string,
  topic: string,
): Promise<{ _id: string; pricePaise: number; status: string }> {
  for (const date of datesAhead())
    for (const slot of bookingSlots) {
      const res = await request.post('/api/bookings', {
        headers: { Authorization: `Bearer ${token}` },
        data: { lawyerId, date, slot, mode: 'video', topic },
      });
      if (res.status() === 201)
        return (await res.json()) as { _id: string; pricePaise: number; status: string };
    }
  throw new Error('no free slot in the coming weeks');
}
