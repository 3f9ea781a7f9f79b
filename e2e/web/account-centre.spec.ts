// Account centre end to end: a setting toggled in the UI survives a reload and a new login in a new context;
// opening the notifications marks them read and a mention counts up on the bell without a reload; 2FA set up in
// the UI is then asked for at login.
import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { demoAccounts, loggedInPage, signedInContext } from '../support/session';

const asha = demoAccounts.client;
const rohan = demoAccounts.lawyer;

test('dark mode and text size survive a reload and a new login on another device', async ({
  browser,
  baseURL,
}) => {
  const page = await loggedInPage(browser, baseURL!, asha);
  await page.goto('/dashboard/settings/accessibilities');
  await expect(page.getByText('Setting > accessibilities')).toBeVisible();
  // The change shows at once; wait for the save before a full page load could abort it.
  const textSizeSaved = page.waitForResponse(
    (r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT',
  );
  await page.getByLabel('Text size').selectOption('Large');
  await expect(page.locator('html')).toHaveClass(/lex-text-large/);
  expect((await textSizeSaved).status()).toBe(200);
  await page.goto('/dashboard/settings/profile-management');
  const darkModeSaved = page.waitForResponse(
    (r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT',
  );
  await page.getByRole('switch', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  expect((await darkModeSaved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/lex-text-large/);

  // A fresh browser context (another device: nothing in localStorage) gets the same from the server.
  const other = await loggedInPage(browser, baseURL!, asha, { fresh: true }); // another device: its own login
  await other.goto('/dashboard/schedules');
  await expect(other.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect(other.locator('html')).toHaveClass(/lex-text-large/);

  // Put things back for other specs.
  await other.goto('/dashboard/settings/profile-management');
  await other.getByRole('switch', { name: 'Dark Mode' }).click();
  await other.goto('/dashboard/settings/accessibilities');
  await other.getByLabel('Text size').selectOption('Medium');
  await expect(other.locator('html')).toHaveClass(/lex-text-medium/);
  await page.context().close();
  await other.context().close();
});

test('notifications: opening the list marks the shown notices read, still showing which were new', async ({
  browser,
  baseURL,
}) => {
  const page = await loggedInPage(browser, baseURL!, rohan);
  await page.goto('/dashboard/schedules');
  const bell = page.getByRole('link', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toHaveAccessibleName(/Notifications, [1-9]\d* new/);
  await bell.click();
  await expect(page.getByText('Get 20% off on every professional tool.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications, 0 new' })).toBeVisible();
  // The notices unread at opening are still marked as new on this visit.
  await expect(page.locator('.notification-unread').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Get 20% off on every professional tool.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications, 0 new' })).toBeVisible();
  await expect(page.locator('.notification-unread')).toHaveCount(0);
  await page.context().close();
});

test('the bell counts up without a reload when another user mentions you, and down when you open the list', async ({
  browser,
  baseURL,
}) => {
  const page = await loggedInPage(browser, baseURL!, rohan);
  await page.goto('/dashboard/schedules');
  const bell = page.getByRole('link', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible();
  const before = Number(/, (\d+) new/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(Number.isInteger(before)).toBe(true);

  // Asha mentions Rohan's e-mail in a new request (the Create Request form's API).
  const client = await signedInContext(browser, baseURL!, asha);
  const title = `Lease renewal ${Date.now()}`;
  const created = await client.context.request.post('/api/create-request', {
    headers: { Authorization: `Bearer ${client.token}` },
    multipart: {
      title,
      description: 'Please review the renewal clause.',
      mention: rohan.email,
      consultationType: 'Online',
      date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      timing: '10:30 AM',
    },
  });
  expect(created.status()).toBe(201);
  await client.context.close();

  // The store refreshes the count on focus (and every 30 s): no reload.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('link', { name: `Notifications, ${before + 1} new` })).toBeVisible();
  await page.getByRole('link', { name: `Notifications, ${before + 1} new` }).click();
  await expect(page.getByText(`Asha Verma mentioned you in a request: ${title}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications, 0 new' })).toBeVisible();
  await page.context().close();
});

test('two-factor authentication set up in settings is asked for at login', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const email = `twofa.${Date.now()}@example.in`;
  const password = 'Nyaya#Setu2024';
  expect(
    (await context.request.post('/api/register', { data: { email, password, role: 'consumer' } })).status(),
  ).toBe(201);
  await context.close();
  const page = await loggedInPage(browser, baseURL!, { email, password });
  await page.goto('/dashboard/settings/security-privacy');
  await page.getByRole('button', { name: 'Set up now' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('.ant-modal code').first().textContent())!.trim();
  const code = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  await page.getByLabel('6-digit code').fill(code());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeChecked();

  const fresh = await (await browser.newContext({ baseURL })).newPage();
  await fresh.goto('/login');
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Password', { exact: true }).fill(password);
  await fresh.getByRole('button', { name: 'Log In' }).click();
  await expect(fresh.getByLabel('Authentication code')).toBeVisible();
  await fresh.getByLabel('Authentication code').fill(code());
  await fresh.getByRole('button', { name: 'Log In' }).click();
  await expect(fresh).toHaveURL(/\/dashboard\/schedules$/);
});

test('profile edit is saved', async ({ browser, baseURL }) => {
  const page = await loggedInPage(browser, baseURL!, asha);
  await page.goto('/profile');
  await expect(page.getByLabel('About')).toBeVisible();
  const about = `Tenant in Noida ${Date.now()}`;
  await page.getByLabel('About').fill(about);
  await page.getByLabel('Country').fill('India');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('About')).toHaveValue(about);
  await expect(page.getByText('Basic free plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'explore upgradable plans' })).toHaveAttribute(
    'href',
    '/pricing',
  );
});
