// The renderer as the desktop app runs it, in Chromium: a fake `window.desktop` (the preload's bridge) is
// injected before load, so src/platform picks the desktop platform. Login must store the token through the
// bridge (the keychain in the real app) and never in localStorage; an upload must use the bridge's native
// picker, not the browser's, and reach the API.
import { expect, test, type Page } from '@playwright/test';
import type { DesktopBridge, StoredSession } from '../../src/platform/types';

const client = { email: 'asha@demo.lexsetu.in', password: 'Demo@1234' };
const pdf =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

type BridgeCall = [name: string, argument?: unknown];

declare global {
  interface Window {
    desktopCalls: BridgeCall[];
  }
}

/** Installs the fake bridge; its "keychain" survives reloads (sessionStorage stands in for the OS store). */
async function openDesktopPage(page: Page, fileName: string) {
  await page.addInitScript(
    ({ fileName, pdf }) => {
      const KEYCHAIN = 'fake-os-keychain';
      const calls: BridgeCall[] = [];
      window.desktopCalls = calls;
      const bridge: DesktopBridge = {
        async tokenGet() {
          calls.push(['tokenGet']);
          const saved = sessionStorage.getItem(KEYCHAIN);
          return saved ? (JSON.parse(saved) as StoredSession) : null;
        },
        async tokenSet(session) {
          calls.push(['tokenSet', session]);
          sessionStorage.setItem(KEYCHAIN, JSON.stringify(session));
        },
        async tokenClear() {
          calls.push(['tokenClear']);
          sessionStorage.removeItem(KEYCHAIN);
        },
        async openFiles(options) {
          calls.push(['openFiles', options]);
          return [{ name: fileName, type: 'application/pdf', bytes: new TextEncoder().encode(pdf) }];
        },
        async setServer(url) {
          calls.push(['setServer', url]);
        },
        async notify(options) {
          calls.push(['notify', options]);
        },
        apiBaseUrl: '', // the test server serves API and renderer on one origin
        tokenPersistence: 'keychain',
        serverMode: 'bundled',
        appVersion: '0.1.0-e2e',
      };
      window.desktop = bridge;
    },
    { fileName, pdf },
  );
  const browserPickers: string[] = [];
  page.on('filechooser', () => browserPickers.push('opened'));
  return { browserPickers, calls: () => page.evaluate(() => window.desktopCalls) };
}

const localStorageSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), userID: localStorage.getItem('userID') }));

test('login keeps the token in the bridge only, and an upload goes through the native picker', async ({
  page,
}) => {
  const fileName = `engagement-letter-${Date.now()}.pdf`;
  const { browserPickers, calls } = await openDesktopPage(page, fileName);

  await page.goto('/login');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();

  const stored = (await calls()).filter(([name]) => name === 'tokenSet');
  expect(stored).toHaveLength(1);
  const session = stored[0][1] as StoredSession;
  expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/); // the JWT the API issued
  expect(session.userId).not.toBe('');
  expect(await localStorageSession(page)).toEqual({ token: null, userID: null });

  // A restart of the window: the session comes back from the bridge, still nothing in localStorage.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  expect((await calls()).some(([name]) => name === 'tokenGet')).toBe(true);
  expect(await localStorageSession(page)).toEqual({ token: null, userID: null });

  // Invoices → Upload: the bridge's picker with the web's type filter; the file reaches the API.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Invoices' }).click();
  await page.getByRole('tab', { name: 'Upload' }).click();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/invoices/upload')) uploads.push(request.headers().authorization ?? '');
  });
  await page.getByRole('button', { name: 'Choose file' }).click();
  await expect(page.locator('.file-choice-name')).toHaveText(fileName);
  const picks = (await calls()).filter(([name]) => name === 'openFiles');
  expect(picks).toEqual([['openFiles', { accept: ['.png', '.jpg', '.jpeg', '.pdf'], multiple: false }]]);
  expect(browserPickers).toEqual([]);

  await page.getByLabel('Description (optional)').fill('Signed engagement letter');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('File uploaded successfully!')).toBeVisible();
  expect(uploads).toEqual([`Bearer ${session.token}`]);
  await page.getByRole('tab', { name: 'All documents' }).click();
  await expect(page.getByRole('row').filter({ hasText: fileName })).toBeVisible();
  expect(await localStorageSession(page)).toEqual({ token: null, userID: null });
});
