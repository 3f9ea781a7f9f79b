// Going from screen to screen inside the running app, as a person clicking through it does, instead of loading
// the whole document again for each one (each of the sweep's 200-odd screens restarted the app: parsing its
// code, checking the token, fetching its layout). `page.goto` opens the first screen.
import { expect, type Page } from '@playwright/test';

export interface Requests {
  restart: () => void;
  quiet: () => Promise<void>;
}

/** Quiet for this long with nothing in flight: the screen's code and data have arrived. */
const QUIET_MS = 250;

/**
 * Counts the page's requests in flight (code chunks and API calls alike; sockets are not requests), so a
 * navigation inside the app can be waited for the way `networkidle` waits for a document load.
 */
export function trackRequests(page: Page): Requests {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    // From a navigation on: its first request is reported a moment after it starts, and the last request of
    // the screen before may have ended long ago.
    restart: () => {
      lastChange = Date.now();
    },
    quiet: () =>
      expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [50] })
        .toBe(true),
  };
}

/** How long a screen may keep the heading of the one before (the same page under two paths, e.g. /blog). */
const SAME_HEADING_MS = 3_000;

/**
 * Opens `path` the way the app's own links do (the router follows the history), then waits for it: the
 * screen before stays on show while the next one's code loads, so first for another <h1> (a new element or a
 * new text), then until its requests have settled and nothing shows as loading.
 */
export async function openInApp(page: Page, requests: Requests, path: string) {
  requests.restart();
  const left = await page.evaluateHandle((to) => {
    const before = document.querySelector('h1');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return { element: before, text: before?.textContent ?? null };
  }, path);
  await page
    .waitForFunction(
      (before) => {
        const now = document.querySelector('h1');
        return !!now && (now !== before.element || now.textContent !== before.text);
      },
      left,
      { timeout: SAME_HEADING_MS },
    )
    .catch(() => undefined); // the same heading: the checks below still wait for the screen's data
  await left.dispose();
  await requests.quiet();
  await expect(page.locator('h1').first()).toBeVisible();
  // Nothing still loading: the guard's and the screens' "Loading...", antd's spinners and skeletons (a
  // list's first load may wait out a search box's pause before it asks). Not aria-busy: the home page's
  // stories stay busy until the visitor scrolls to them.
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
}
