// `npm test`: everything CI checks, in order, ending with one plain line `N passed, N failed`.
// Totals are the real test counts of vitest and Playwright; each other step (typecheck, lint, builds,
// bundle budget) counts as one check, so a failing build can never hide behind "0 failed".
import './checkNode.mjs'; // first: refuses an unsupported Node before anything else loads
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run, typecheckParts } from './lib.mjs';

const totals = { passed: 0, failed: 0 };
const failures = [];
// Each step's wall time, printed at the end: CI has a 40-minute limit and its log is what shows where it goes.
const timings = [];
async function timed(name, step) {
  const started = Date.now();
  const result = await step();
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  return result;
}
const results = join(root, 'test-results');

async function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = (await timed(name, () => run(command, args))) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function tests(name, command, args, reportFile, count) {
  console.log(`\n▶ ${name}`);
  rmSync(reportFile, { force: true });
  const code = await timed(name, () => run(command, args));
  const report = readJson(reportFile);
  if (!report) {
    totals.failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const { passed, failed, names } = count(report);
  totals.passed += passed;
  totals.failed += failed;
  if (failed > 0 || code !== 0) failures.push(names.length ? `${name}: ${names.join(' | ')}` : name);
  if (code !== 0 && failed === 0) totals.failed += 1; // the runner failed outside any test
}

// The failing tests by name and the start of their error, so the last lines of a CI log (often all
// that is kept of it) say what broke and why, not only how many.
const reason = (text = '') =>
  text
    // eslint-disable-next-line no-control-regex -- the terminal colour codes (ESC [ … m) are what it removes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' / ')
    .slice(0, 300);
function failedSpecs(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        // A timeout's first error only says so; the next one names the step that was waiting, and its line.
        const errors = spec.tests.flatMap((t) => t.results.flatMap((r) => r.errors ?? []));
        const located = errors.find((error) => error.location);
        const at = located ? ` (line ${located.location.line})` : '';
        const why = errors.map((error) => reason(error.message)).join(' / ');
        return `${spec.file} › ${spec.title}: ${why.slice(0, 500)}${at}`;
      }),
    ...failedSpecs(suite.suites),
  ]);
}

// One tsconfig per part (renderer, server, electron, tools): DOM types never reach the server, Node's never
// the renderer.
for (const part of typecheckParts)
  await check(`typecheck (${part})`, bin('tsc'), [
    '--noEmit',
    '--composite',
    'false',
    '-p',
    `tsconfig.${part}.json`,
  ]);
await check('lint', bin('eslint'), ['.', '--max-warnings', '0']);
// Import cycles, type-only imports included (.dependency-cruiser.cjs).
await check('no import cycles (dependency-cruiser)', bin('depcruise'), [
  'server',
  'src',
  'electron',
  '--output-type',
  'err',
]);
await tests(
  'unit and API tests (vitest: server, renderer, electron)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`],
  join(results, 'vitest.json'),
  (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numTodoTests ?? 0),
    names: r.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map(
          (t) => `${file.name.replace(`${root}/`, '')} › ${t.fullName}: ${reason(t.failureMessages?.[0])}`,
        ),
    ),
  }),
);
const webBuilt = await check('website build (vite build)', bin('vite'), ['build', '--logLevel', 'warn']);
if (webBuilt)
  // Routes: 302 since the signed-in push channel and the wallet joined every dashboard's frame (#58).
  await check('first-load JavaScript budget', process.execPath, [
    'bench/bundle-size.mjs',
    '--budget-kb=130',
    '--route-budget-kb=302',
  ]);
await check('desktop build (electron-vite build)', bin('electron-vite'), ['build']);
const desktopOutputs = ['out/main', 'out/preload', 'out/renderer/index.html'].filter(
  (p) => !existsSync(join(root, p)),
);
totals[desktopOutputs.length ? 'failed' : 'passed'] += 1;
if (desktopOutputs.length) failures.push(`desktop outputs missing: ${desktopOutputs.join(', ')}`);
if (webBuilt) {
  await tests(
    'end-to-end tests (Playwright, Chromium)',
    bin('playwright'),
    ['test'],
    join(results, 'e2e.json'),
    (r) => ({
      passed: r.stats.expected,
      failed: r.stats.unexpected + r.stats.flaky,
      names: failedSpecs(r.suites),
    }),
  );
}

console.log(`\nTime per step: ${timings.join('; ')}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
