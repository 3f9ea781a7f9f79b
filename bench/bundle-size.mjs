// Prints the first-load JavaScript of `/` (gzip) from dist/web, or from the folder in LEXSETU_WEB_DIR (a build
// made with --outDir elsewhere): every script index.html names (entry, modulepreloads, the saved-settings
// check) plus the app main.tsx fetches once the prerendered home page has painted, which app.html (the
// page of every other path) preloads. With --budget-kb=N it exits 1 when the figure is over N kB.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = process.env.LEXSETU_WEB_DIR || join(new URL('..', import.meta.url).pathname, 'dist/web');
const scriptsOf = (file) =>
  existsSync(join(webDir, file))
    ? [
        ...readFileSync(join(webDir, file), 'utf8').matchAll(
          /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g,
        ),
      ].map((m) => m[1])
    : [];
const scripts = [...new Set([...scriptsOf('index.html'), ...scriptsOf('app.html')])];
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
