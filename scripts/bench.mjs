// `npm run bench`: every benchmark in bench/, one after the other; each prints its own figures.
import { readdirSync } from 'node:fs';
import { bin, root, run } from './lib.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

if (!existsSync(join(root, 'dist/web/index.html'))) await run(bin('vite'), ['build', '--logLevel', 'warn']);
for (const file of readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  console.log(`\n▶ bench/${file}`);
  const code = await run(process.execPath, [join('bench', file)]);
  if (code !== 0) process.exitCode = code;
}
