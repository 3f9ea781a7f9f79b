// End-to-end tests in Debian's Chromium against the real built app (API + website) on a free port with a
// throw-away data folder. Never `playwright install`: the browser comes from apt.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visualStart } from './e2e/support/visual';

// A random high port unless E2E_PORT is set, so parallel runs on one machine do not collide; workers
// re-read this config, so the choice is kept in the environment like the data folder.
const port = Number((process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000))));
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lexsetu-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config; keep one folder per run
// The visual tests' own demo: fresh data and a clock starting at a fixed instant (LEXSETU_DEMO_START), so
// every screen shows the same dates and lists on every run, whatever the other specs booked.
const visualPort = port + 1;
const visualDataDir = (process.env.E2E_VISUAL_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lexsetu-visual-')));
// The accessibility sweep (a third of the suite's time, every dashboard screen in three looks) reads only, so it
// runs on a demo of its own in a second worker, beside the specs that share the first server one at a time.
const sweepPort = port + 2;
const sweepDataDir = (process.env.E2E_SWEEP_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lexsetu-sweep-')));
const sweepSpecs = ['web/accessibility.spec.ts', 'web/routes.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One worker per project, so two projects run at once on a 2-core machine; the specs of one project share
  // its server's data and run one after the other.
  workers: 2,
  retries: 0,
  // CI's 2 cores run two browsers, an axe sweep and three servers at once: on a slow day (CI 33 min instead of
  // 20) pages that load in under a second here took over 5 s, Playwright's default wait. A real hang still fails.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Screenshots compared with the committed ones: small enough a tolerance to see a moved or missing part,
  // large enough to survive font hinting and anti-aliasing.
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: 'disabled', caret: 'hide' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  projects: [
    { name: 'e2e', testIgnore: ['visual/**', ...sweepSpecs], workers: 1 },
    {
      name: 'sweep',
      testMatch: sweepSpecs,
      workers: 1,
      use: { baseURL: `http://localhost:${sweepPort}` },
    },
    {
      name: 'visual',
      testDir: 'e2e/visual',
      workers: 1,
      use: { baseURL: `http://localhost:${visualPort}`, timezoneId: 'Asia/Kolkata' },
    },
  ],
  webServer: [
    {
      // `npm start` as on a fresh machine (the website is built by `npm test` before this runs): nothing
      // configured, so scripts/start.mjs runs the offline demo on 127.0.0.1 — what the demo e2e tests rely on.
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000, // a stale website build is rebuilt first
      env: { PORT: String(port), LEXSETU_DATA_DIR: dataDir, LEXSETU_LOG: 'false' },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${sweepPort}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(sweepPort), LEXSETU_DATA_DIR: sweepDataDir, LEXSETU_LOG: 'false' },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${visualPort}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(visualPort),
        LEXSETU_DATA_DIR: visualDataDir,
        LEXSETU_LOG: 'false',
        LEXSETU_DEMO: 'true',
        LEXSETU_DEMO_START: visualStart,
      },
    },
  ],
});
