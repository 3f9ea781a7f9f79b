// Lighthouse (12.8, system Chromium) on `/` of the real built app: prints the performance, accessibility,
// best-practices and SEO scores and the first-load JavaScript of / (every script the page loaded, gzip).
// Serves dist/web, or the folder in LEXSETU_WEB_DIR. With --min-score=0.9 it exits 1 when a score is lower.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './lib/server.mjs';

const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 5192);
const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-lighthouse-'));
const { url, stop } = await startBenchServer({ port, dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});

try {
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const result = await lighthouse(`${url}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  const lhr = result.lhr;
  const min = Number(process.argv.find((a) => a.startsWith('--min-score='))?.split('=')[1]);
  let low = false;
  for (const id of categories) {
    const score = lhr.categories[id].score ?? 0;
    if (min && score < min) low = true;
    console.log(`lighthouse ${id.padEnd(15)} ${score.toFixed(2)}`);
    // What cost points, so a low score says where to look.
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        console.log(`  - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        // Which items: the issue, request or element behind it (the first three, shortened).
        for (const item of (audit.details?.items ?? []).slice(0, 3))
          console.log(`      ${JSON.stringify(item).slice(0, 240)}`);
      }
    }
  }
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer())).length;
  console.log(`first-load JavaScript of /: ${(bytes / 1024).toFixed(1)} kB gzip (${scripts.length} files)`);
  if (low) {
    console.error(`A score is below ${min}.`);
    process.exitCode = 1;
  }
} finally {
  await chrome.kill();
  await stop();
}
