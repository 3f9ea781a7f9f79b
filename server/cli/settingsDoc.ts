// `npm run settings:doc`: rewrites the README's settings table and .env.example from server/config/settings.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { envExample, settingsTable, tableEnd, tableStart } from '../config/documents';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(tableStart);
const end = readme.indexOf(tableEnd);
if (start < 0 || end < start) throw new Error(`README.md has no ${tableStart} … ${tableEnd} block`);
const written = `${readme.slice(0, start + tableStart.length)}\n\n${settingsTable()}\n\n${readme.slice(end)}`;
const options = JSON.parse(readFileSync(join(root, '.prettierrc.json'), 'utf8')) as object;
writeFileSync(readmePath, await format(written, { ...options, parser: 'markdown' }));
writeFileSync(join(root, '.env.example'), envExample());
console.log('Wrote the settings table in README.md and .env.example');
