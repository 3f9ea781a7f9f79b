// Visual regression of the ten most used screens (issue #21): each is compared with its committed picture in
// e2e/visual/__screenshots__, so a moved, missing or restyled part fails CI, not only a broken flow. The
// screens come from their own demo server (playwright.config.ts, project 'visual'): fresh seeded data and a
// clock starting at `visualStart`, with the browser's clock held at the same time, so dates, countdowns and
// lists are the same on every run. After an intended change of a screen: `npx vite build && npx playwright
// test --project visual --update-snapshots`, look at the new pictures, commit them.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts, type Login } from '../support/session';
import { visualStart } from '../support/visual';

const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };

interface Signed {
  token: string;
  id: string;
}
const sessions = new Map<string, Signed>();

/** One login per account and run (this server's own; the e2e session cache belongs to the other server). */
async function signIn(browser: Browser, baseURL: string, login: Login): Promise<Signed> {
  const known = sessions.get(login.email);
  if (known) return known;
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/login', { data: login });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { _id: string } };
  await context.close();
  const signed = { token, id: user._id };
  sessions.set(login.email, signed);
  return signed;
}

async function open(
  browser: Browser,
  baseURL: string,
  path: string,
  { login, viewport = desktop }: { login?: Login; viewport?: typeof desktop } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, timezoneId: 'Asia/Kolkata' });
  const session = login && (await signIn(browser, baseURL, login));
  if (session)
    await context.addInitScript(
      ([t, id]) => {
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('userID', id);
      },
      [session.token, session.id],
    );
  const page = await context.newPage();
  // Five minutes after the server's clock started: the time the pictures were taken at.
  await page.clock.setFixedTime(new Date(Date.parse(visualStart) + 5 * 60_000));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The home page is first painted from its prerendered copy, which the app then replaces: wait for the app,
  // or a part found on the copy is gone when it is used ("not attached to the DOM", CI of stop 58).
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  return page;
}

const { client, lawyer } = demoAccounts;

const screens: { name: string; path: string | ((lawyerId: string) => string); login?: Login }[] = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'client-schedules', path: '/dashboard/schedules', login: client },
  { name: 'find-experts', path: '/dashboard/find-experts?q=civil', login: client },
  { name: 'lawyer-profile', path: (id) => `/dashboard/lawyer-profile/${id}`, login: client },
  { name: 'create-request', path: '/dashboard/create-request', login: client },
  { name: 'bills-payments', path: '/dashboard/bills-payments', login: client },
  { name: 'settings', path: '/dashboard/settings', login: client },
  { name: 'lawyer-schedules', path: '/dashboard/schedules', login: lawyer },
];

for (const screen of screens)
  test(`${screen.name} looks as committed`, async ({ browser, baseURL }) => {
    const lawyerId = (await signIn(browser, baseURL!, lawyer)).id;
    const path = typeof screen.path === 'string' ? screen.path : screen.path(lawyerId);
    const page = await open(browser, baseURL!, path, { login: screen.login });
    if (screen.name === 'home') {
      // The stories are asked for as a visitor scrolls towards them: scrolled to, as the whole page is seen.
      await page.getByRole('heading', { name: 'What our clients say' }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('testimonial-card')).toHaveCount(4);
      await page.mouse.wheel(0, -100_000);
    }
    await expect(page).toHaveScreenshot(`${screen.name}.png`, { fullPage: true });
    await page.context().close();
  });

// The client's landing screen also on a phone and in dark mode (the account's setting, put back after).
test('client schedules on a phone and in dark mode look as committed', async ({
  browser,
  baseURL,
  request,
}) => {
  const phonePage = await open(browser, baseURL!, '/dashboard/schedules', { login: client, viewport: phone });
  await expect(phonePage).toHaveScreenshot('client-schedules-375.png', { fullPage: true });
  await phonePage.context().close();
  const { token } = await signIn(browser, baseURL!, client);
  const setDark = async (darkMode: boolean) =>
    expect(
      (
        await request.put(`${baseURL}/api/settings`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { darkMode },
        })
      ).status(),
    ).toBe(200);
  await setDark(true);
  try {
    const darkPage = await open(browser, baseURL!, '/dashboard/schedules', { login: client });
    await expect(darkPage).toHaveScreenshot('client-schedules-dark.png', { fullPage: true });
    await darkPage.context().close();
  } finally {
    await setDark(false);
  }
});

// Last: opening the notifications marks them read, and the bell of the screens above shows the unread count.
test('notifications look as committed', async ({ browser, baseURL }) => {
  const page = await open(browser, baseURL!, '/dashboard/notifications', { login: client });
  await expect(page).toHaveScreenshot('notifications.png', { fullPage: true });
  await page.context().close();
});
