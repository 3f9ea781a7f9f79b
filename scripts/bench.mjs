// `npm run bench`: every benchmark in bench/, one after the other; each prints its own figures, and the verdict
// lines (a goal that holds or is missed, the workers' ratio) are printed again together at the end.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './lib.mjs';

const verdict = /goal holds|GOAL MISSED|workers : 1 worker/;

/** Runs one benchmark, its output shown as it comes; resolves with its exit code and verdict lines. */
function runBench(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join('bench', file)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('exit', (code, signal) =>
      resolve({
        code: code ?? (signal ? 1 : 0),
        verdicts: output.split('\n').filter((line) => verdict.test(line)),
      }),
    );
  });
}

if (!existsSync(join(root, 'dist/web/index.html'))) await run(bin('vite'), ['build', '--logLevel', 'warn']);
const summary = [];
for (const file of readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  console.log(`\n▶ bench/${file}`);
  const { code, verdicts } = await runBench(file);
  if (code !== 0) process.exitCode = code;
  summary.push(...verdicts.map((line) => `${file.padEnd(20)} ${line.trim()}`));
}
console.log('\n▶ goals');
for (const line of summary) console.log(line);
