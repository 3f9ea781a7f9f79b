// `npm run mutation [-- [--concurrency N] [--tests a.test.ts,…] <module.ts> …]`: Stryker over the modules of
// mutation/modules.mjs (or those given; `--concurrency 1` on a busy machine, `--tests` for a quick measure),
// then our own check of the numeric constants (limits, windows, lifetimes) Stryker has no mutator for.
// Prints one score table per part; slow (minutes per module), so not part of every CI run.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constantChanges } from '../mutation/constants.mjs';
import { equivalentMutants, mutantKey } from '../mutation/equivalents.mjs';
import { constantModules, equivalentConstants, mutationModules } from '../mutation/modules.mjs';
import { bin, root, run } from './lib.mjs';

const args = process.argv.slice(2);
/** Takes `--name value` out of the arguments; answers the value. */
function option(name) {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
}
const concurrency = option('--concurrency');
const strykerOptions = concurrency ? ['--concurrency', concurrency] : [];
// `--tests a.test.ts,b.test.ts`: only these suites run (see mutation/vitest.config.ts).
const tests = option('--tests');
if (tests) process.env.LEXSETU_MUTATION_TESTS = tests;
const modules = args.length ? args : [...mutationModules, ...constantModules];
const pad = (text, width) => String(text).padEnd(width);
const percent = (part, whole) => (whole ? ((100 * part) / whole).toFixed(1) + ' %' : 'n/a');

function printTable(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  console.log(`\n${title}\n`);
  console.log(`| ${header.map((h, i) => pad(h, widths[i])).join(' | ')} |`);
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(`| ${row.map((c, i) => pad(c, widths[i])).join(' | ')} |`);
}

// 1. Stryker.
const mutated = modules.filter((m) => !constantModules.includes(m));
const code = mutated.length
  ? await run(bin('stryker'), ['run', '--mutate', mutated.join(','), ...strykerOptions])
  : 0;
const report = mutated.length
  ? JSON.parse(readFileSync(join(root, 'reports/mutation/mutation.json'), 'utf8'))
  : { files: {} };
const rows = [];
const survivors = [];
const equivalents = [];
for (const [file, { mutants, source }] of Object.entries(report.files)) {
  const known = equivalentMutants[file] ?? {};
  const lines = source.split('\n');
  const count = (status) => mutants.filter((m) => m.status === status).length;
  const killed = count('Killed');
  const timeouts = count('Timeout');
  const valid = killed + timeouts + count('Survived') + count('NoCoverage');
  let survived = 0;
  let noCoverage = 0;
  let equivalent = 0;
  for (const m of mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')) {
    const key = mutantKey(m, lines);
    const where = `${file}:${m.location.start.line} ${m.status}`;
    if (known[key]) {
      equivalent++;
      equivalents.push(`${where} ${key.slice(0, 120)} — ${known[key]}`);
      continue;
    }
    if (m.status === 'Survived') survived++;
    else noCoverage++;
    survivors.push(`${where} ${key}`.slice(0, 200));
  }
  rows.push([
    file,
    valid,
    `${killed}${timeouts ? ` (+${timeouts} timeouts)` : ''}`,
    survived,
    noCoverage,
    equivalent,
    percent(killed + timeouts, valid - equivalent),
  ]);
}
if (mutated.length)
  printTable(
    'Stryker (score: caught of the mutants that change behaviour; equivalent ones in mutation/equivalents.mjs)',
    ['module', 'mutants', 'killed', 'survived', 'no coverage', 'equivalent', 'score'],
    rows,
  );
if (equivalents.length) console.log(`\nEquivalent (${equivalents.length}):\n${equivalents.join('\n')}`);
if (survivors.length) console.log(`\nNot caught (${survivors.length}):\n${survivors.join('\n')}`);

// 2. Numeric constants (mutation/constants.mjs): each moved by one must fail a related test. Done in a copy of
// the project, so an interrupted run never leaves a changed file behind.
const sandbox = mkdtempSync(join(tmpdir(), 'lexsetu-constants-'));
const tsconfigs = readdirSync(root).filter((name) => /^tsconfig(\.\w+)?\.json$/.test(name));
for (const entry of ['server', 'mutation', 'shared-aliases.ts', 'package.json', ...tsconfigs])
  cpSync(join(root, entry), join(sandbox, entry), { recursive: true });
symlinkSync(join(root, 'node_modules'), join(sandbox, 'node_modules'), 'dir');
const constantRows = [];
try {
  for (const entry of modules) {
    // `path:from-to` (a part of a file): only the constants of those lines.
    const [, module, from = '1', to = 'Infinity'] = /^([^:]+)(?::(\d+)-(\d+))?$/.exec(entry);
    const path = join(sandbox, module);
    const original = readFileSync(path, 'utf8');
    for (const { line, name, change, text } of constantChanges(original, Number(from), Number(to))) {
      const equivalent = equivalentConstants[`${module}:${name}`];
      if (equivalent) {
        constantRows.push([`${module}:${line}`, name, change, `equivalent (${equivalent})`]);
        continue;
      }
      writeFileSync(path, text);
      const result = spawnSync(
        bin('vitest'),
        ['related', module, '--run', '--config', 'mutation/vitest.config.ts', '--reporter=dot', '--bail=1'],
        { cwd: sandbox, encoding: 'utf8' },
      );
      writeFileSync(path, original);
      constantRows.push([`${module}:${line}`, name, change, result.status === 0 ? 'SURVIVED' : 'killed']);
    }
  }
} finally {
  rmSync(sandbox, { recursive: true, force: true });
}
printTable('Numeric constants', ['where', 'constant', 'change', 'result'], constantRows);
const constantsSurvived = constantRows.filter((r) => r[3] === 'SURVIVED').length;
process.exit(code !== 0 || constantsSurvived > 0 ? 1 : 0);
