// Accessibility a person would notice, measured: axe finds nothing serious or critical on any dashboard screen
// (client, lawyer and admin) in light, dark and high contrast, and no route scrolls sideways on a 375 px phone
// (each role's own screens included).
// The look is set as a user sets it (Settings, saved on the server) and put back afterwards. Each role's
// screens are opened one after the other inside the running app (support/inApp.ts), as its links open them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { routeCatalog, routeStateRequirements } from '../../src/routeCatalog';
import { openInApp, trackRequests } from '../support/inApp';
import { demoAccounts, sessionFor, signedInContext, type Login } from '../support/session';

const looks = {
  light: { darkMode: false, highContrast: false },
  dark: { darkMode: true, highContrast: false },
  'high contrast': { darkMode: false, highContrast: true },
} as const;

/** The dashboard screens of the route catalogue (no :id), plus each role's own. */
// Not Notifications: opening it marks the demo accounts' notices read, which the account-centre spec counts on.
const dashboardScreens = routeCatalog
  .filter((r) => r.guarded && !r.path.includes(':') && r.path !== '/dashboard/notifications')
  .map((r) => r.path);
const screensOf = {
  client: dashboardScreens.filter(
    (p) => !p.startsWith('/dashboard/earnings') && !p.endsWith('/availability'),
  ),
  lawyer: [...dashboardScreens, '/dashboard/service-orders'],
  admin: [
    '/dashboard/admin/verifications',
    '/dashboard/admin/reviews',
    '/dashboard/admin/services',
    '/dashboard/admin/payouts',
  ],
} as const;

async function setLook(request: APIRequestContext, login: Login, look: (typeof looks)[keyof typeof looks]) {
  const { token } = await sessionFor(request, login);
  const saved = await request.put('/api/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...look, reduceMotion: true },
  });
  expect(saved.status()).toBe(200);
}

/** Serious and critical findings, one line each (rule, element, why). */
async function axeFindings(page: Page, lookName: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page: the default runs it in parts and finishes in a new blank page
  // each time, five times as long (1.2 s against 0.25 s a screen here) for the cross-origin frames that no
  // dashboard screen has. Only violations are reported back, not every passing node.
  const axe = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa']);
  // Names, roles and structure do not change with the look, only colours: light runs every rule, the other
  // looks the colour rules (a third of the time).
  if (lookName !== 'light') axe.withRules(['color-contrast', 'link-in-text-block']);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
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
      test(`axe finds nothing serious in ${lookName}`, async ({ browser, baseURL, request }) => {
        // Some 35 screens, each opened, settled and analysed: 20 s here; room for CI's slowest days.
        test.setTimeout(180_000);
        await setLook(request, demoAccounts[role], look);
        const { context, page } = await signedInContext(browser, baseURL!, demoAccounts[role], {
          reducedMotion: 'reduce',
        });
        const findings: string[] = [];
        await visitEach(page, screensOf[role], async (path) => {
          findings.push(...(await axeFindings(page, lookName)).map((f) => `${path} ${f}`));
        });
        await context.close();
        expect(findings).toEqual([]);
      });
    }
  });
}

// Every route as a client, and the screens only a lawyer or an admin sees as them.
const phoneRoutes = {
  client: routeCatalog
    .filter((r) => !r.path.includes(':') && !routeStateRequirements[r.path])
    .map((r) => r.path),
  lawyer: ['/dashboard/schedules', '/dashboard/create-request', '/dashboard/service-orders'].concat(
    screensOf.lawyer.filter((p) => p.startsWith('/dashboard/earnings') || p.endsWith('/availability')),
  ),
  admin: screensOf.admin,
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
