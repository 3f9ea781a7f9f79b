// Accessibility and health a person would notice, measured on every signed-in screen of each role (client, lawyer,
// admin) in light, dark and high contrast: axe finds nothing serious or critical, the rendered colour of every
// text node against what is painted behind it included (color-contrast), and each control's visible text part
// of its name (label-content-name-mismatch); nothing is logged as an error, no request fails, and every class a
// screen renders has a style rule. No route scrolls sideways on a 375 px phone (each role's own screens included).
// Screens are shown with their data: a search with results (and its pager), a consultation room, a request's
// chat, document orders; a screen measured empty shows none of what can fail.
// The look is set as a user sets it (Settings, saved on the server) and put back afterwards. Each role's
// screens are opened one after the other inside the running app (support/inApp.ts), as its links open them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { routeCatalog, routeStateRequirements } from '../../src/routeCatalog';
import { workdayAhead } from '../support/dates';
import { openInApp, trackRequests } from '../support/inApp';
import { demoAccounts, sessionFor, signedInContext, type Login } from '../support/session';

const looks = {
  light: { darkMode: false, highContrast: false },
  dark: { darkMode: true, highContrast: false },
  'high contrast': { darkMode: false, highContrast: true },
} as const;

type Role = keyof typeof demoAccounts;

/**
 * The dashboard group outside the dashboard frame (open in the catalogue): a client's plans and Profile; the
 * other roles reach Profile from the header.
 */
const accountPages: Record<Role, string[]> = {
  client: ['/pricing', '/payment', '/profile', '/cancle-premium'],
  lawyer: ['/profile'],
  admin: ['/profile'],
};

/** Screens outside the spec's catalogue, by the roles whose navigation has them. */
const ownScreens: Record<Role, string[]> = {
  client: ['/dashboard/service-orders'],
  lawyer: ['/dashboard/service-orders'],
  admin: [
    '/dashboard/service-orders',
    '/dashboard/admin/verifications',
    '/dashboard/admin/reviews',
    '/dashboard/admin/services',
    '/dashboard/admin/payouts',
    '/dashboard/admin/users',
    '/dashboard/admin/audit',
    // The demo client's page in the Users console (a fixed seeded id): its short lists have rows.
    '/dashboard/admin/users/01HZ0000000000000000000C01',
  ],
};

/** Find experts shows results after a search: it is measured with them (the Verified tags, the pager). */
const searchPage = '/dashboard/find-experts';
const searchWithResults = `${searchPage}?q=a`;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The client's request that the lawyer accepted (its chat is open to both): made once on the sweep's demo. */
async function acceptedRequest(request: APIRequestContext): Promise<string> {
  const client = await sessionFor(request, demoAccounts.client);
  const ongoing = await request.get('/api/requests?tab=on-going', { headers: bearer(client.token) });
  const [existing] = ((await ongoing.json()) as { items: { _id: string }[] }).items;
  if (existing) return existing._id;
  const created = await request.post('/api/create-request', {
    headers: bearer(client.token),
    multipart: {
      title: 'Sale deed review',
      description: 'Please review the stamp duty clause of the sale deed.',
      mention: demoAccounts.lawyer.email,
      consultationType: 'Online',
      budget: '2000',
      date: workdayAhead(7),
      timing: '10:30 AM',
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const lawyer = await sessionFor(request, demoAccounts.lawyer);
  const accepted = await request.post(`/api/requests/${_id}/accept`, { headers: bearer(lawyer.token) });
  expect(accepted.status()).toBe(200);
  return _id;
}

/**
 * Every signed-in screen of `role`: the catalogue's (its `:id` one of the role's own: a booking, the accepted
 * request, the demo lawyer; none where the role has none; Find experts with results), the account pages, the
 * role's own screens and the document orders its list opens. A screen that shows the same <h1> as the one before
 * would wait out openInApp's pause: the search comes last.
 */
async function screensOf(role: Role, request: APIRequestContext): Promise<string[]> {
  const { token } = await sessionFor(request, demoAccounts[role]);
  const lawyerId = (await sessionFor(request, demoAccounts.lawyer)).userId;
  const upcoming = await request.get('/api/schedules?tab=upcoming', { headers: bearer(token) });
  const [booking] = ((await upcoming.json()) as { items: { _id: string }[] }).items;
  const ids: Record<string, string | undefined> = {
    '/dashboard/consultation/:id': booking?._id,
    '/dashboard/requests/:id/chat': role === 'admin' ? undefined : await acceptedRequest(request),
    '/dashboard/lawyer-profile/:id': lawyerId,
  };
  const orders = await request.get('/api/service-orders', { headers: bearer(token) });
  // The orders the role's list links to: a lawyer's open ones have Accept instead.
  const ownOrders = (
    (await orders.json()) as { items: { _id: string; lawyer: { _id: string } | null }[] }
  ).items
    .filter((o) => role !== 'lawyer' || o.lawyer?._id === lawyerId)
    .map((o) => `/dashboard/service-orders/${o._id}`);
  const catalogued = routeCatalog
    .filter((r) => r.guarded && r.path !== searchPage)
    .flatMap((r) =>
      r.path.includes(':') ? (ids[r.path] ? [r.path.replace(':id', ids[r.path]!)] : []) : [r.path],
    );
  return [...catalogued, ...accountPages[role], ...ownScreens[role], ...ownOrders, searchWithResults];
}

async function setLook(request: APIRequestContext, login: Login, look: (typeof looks)[keyof typeof looks]) {
  const { token } = await sessionFor(request, login);
  const saved = await request.put('/api/settings', {
    headers: bearer(token),
    data: { ...look, reduceMotion: true },
  });
  expect(saved.status()).toBe(200);
}

/**
 * Only violations are reported back, not every passing node. Label in name (WCAG 2.5.3) is one of axe's
 * experimental rules, which run only when named. axe leaves the contrast of a one-character text to a person
 * ('too short to tell from an icon'): a pager's current page '1' at 2.9:1 went unreported; measured here like
 * any text. (Check options are run options axe reads but does not declare.)
 */
const axeOptions: Parameters<AxeBuilder['options']>[0] & { checks: Record<string, { options: object }> } = {
  resultTypes: ['violations'],
  rules: { 'label-content-name-mismatch': { enabled: true } },
  checks: { 'color-contrast': { options: { ignoreLength: true } } },
};

/** Serious and critical findings, one line each (rule, element, why). */
async function axeFindings(page: Page, lookName: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page: the default runs it in parts and finishes in a new blank page
  // each time, five times as long (1.2 s against 0.25 s a screen here) for the cross-origin frames that no
  // dashboard screen has.
  const axe = new AxeBuilder({ page }).setLegacyMode().options(axeOptions).withTags(['wcag2a', 'wcag2aa']);
  // Names, roles and structure do not change with the look, only colours: light runs every rule, the other
  // looks the colour rules (a third of the time) and label in name.
  if (lookName !== 'light') axe.withRules(['color-contrast', 'link-in-text-block']);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

/** Errors the browser logs, uncaught exceptions and failed requests (refused or answered 4xx/5xx), as they come. */
function watchHealth(page: Page, where: () => string): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${where()} logs: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${where()} throws: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`${where()} failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${where()} got ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return problems;
}

/**
 * Class names on the page without a rule in its style sheets. theme/classNames.test.ts reads the names written
 * in the source; a name made at run time (`activity-icon-${type}`) or handed through props it cannot see.
 * antd's own names are styled by antd (its ScrollNumber's 'current' is a state it does not style).
 */
function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const [, name] of rule.selectorText.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)) styled.add(name!);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const names = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]')))
      for (const name of Array.from(element.classList))
        if (!styled.has(name) && !/^(ant-|css-var-|anticon)/.test(name) && name !== 'current')
          names.add(name);
    return [...names];
  });
}

/** Visits each path in turn, the first loaded, the others opened inside the app; `check` runs on each. */
async function visitEach(page: Page, paths: readonly string[], check: (path: string) => Promise<void>) {
  const requests = trackRequests(page);
  for (const [index, path] of paths.entries()) {
    if (index === 0) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
    } else {
      await openInApp(page, requests, path);
    }
    await check(path);
  }
}

for (const role of ['client', 'lawyer', 'admin'] as const) {
  test.describe(`${role} dashboard`, () => {
    test.afterAll(async ({ request }) => setLook(request, demoAccounts[role], looks.light));
    for (const [lookName, look] of Object.entries(looks)) {
      test(`axe finds nothing serious in ${lookName}, nothing fails, every class is styled`, async ({
        browser,
        baseURL,
        request,
      }) => {
        // Some 35 screens, each opened, settled and analysed: about 30 s here; room for CI's slowest days.
        test.setTimeout(300_000);
        const screens = await screensOf(role, request);
        await setLook(request, demoAccounts[role], look);
        const { context, page } = await signedInContext(browser, baseURL!, demoAccounts[role], {
          reducedMotion: 'reduce',
        });
        let current = screens[0]!;
        const problems = watchHealth(page, () => current);
        const findings: string[] = [];
        await visitEach(page, screens, async (path) => {
          current = path;
          if (path === searchWithResults)
            await expect(page.locator('.ant-pagination-item-active')).toBeVisible();
          findings.push(...(await axeFindings(page, lookName)).map((f) => `${path} ${f}`));
          if (lookName === 'light')
            findings.push(
              ...(await unstyledClasses(page)).map((name) => `${path} .${name} has no style rule`),
            );
        });
        await context.close();
        expect.soft(findings).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

// Every route as a client, and the screens only a lawyer or an admin sees as them.
const phoneRoutes = {
  client: routeCatalog
    .filter((r) => !r.path.includes(':') && !routeStateRequirements[r.path])
    .map((r) => r.path),
  lawyer: [
    '/dashboard/schedules',
    '/dashboard/create-request',
    '/dashboard/service-orders',
    '/dashboard/earnings',
    '/dashboard/earnings/payout-settings',
    '/dashboard/earnings/payouts',
    '/dashboard/settings/availability',
  ],
  admin: ownScreens.admin.filter((p) => p.startsWith('/dashboard/admin/')),
} as const;

for (const role of ['client', 'lawyer', 'admin'] as const) {
  test(`no route scrolls sideways on a 375 px phone (${role})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const { context, page } = await signedInContext(browser, baseURL!, demoAccounts[role], {
      viewport: { width: 375, height: 740 },
    });
    const wide: string[] = [];
    await visitEach(page, phoneRoutes[role], async (path) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) wide.push(`${path} is ${overflow}px too wide`);
    });
    await context.close();
    expect(wide).toEqual([]);
  });
}
