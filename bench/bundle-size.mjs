// Prints the first-load JavaScript of `/` (entry script + its modulepreloads, gzip) from dist/web, or from
// the folder in LEXSETU_WEB_DIR (a build made with --outDir elsewhere). With --budget-kb=N it exits 1 when
// the figure is over N kB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = process.env.LEXSETU_WEB_DIR || join(new URL('..', import.meta.url).pathname, 'dist/web');
const html = readFileSync(join(webDir, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]);
let total = 0;
for (const src of scripts) {
  const bytes = gzipSync(readFileSync(join(webDir, src.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} kB gzip  ${src}`);
}
const kb = total / 1024;
console.log(`first-load JavaScript of /: ${kb.toFixed(1)} kB gzip (${scripts.length} files)`);
const budget = Number(process.argv.find((a) => a.startsWith('--budget-kb='))?.split('=')[1]);
if (budget && kb > budget) {
  console.error(`Over the ${budget} kB budget.`);
  process.exit(1);
}
