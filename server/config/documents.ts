// The README's settings table and .env.example, written from the declarations so they cannot drift.
import { settings } from './settings';

export const tableStart = '<!-- settings:start (npm run settings:doc writes this table) -->';
export const tableEnd = '<!-- settings:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The markdown table of every server setting (before Prettier pads it). */
export function settingsTable(): string {
  const rows = Object.entries(settings).map(
    ([name, s]) => `| \`${name}\` | ${cell(s.shown)} | ${cell(s.doc)} |`,
  );
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Every setting as a commented line of an env file: uncomment to set; secrets carry no value. */
export function envExample(): string {
  const lines = Object.entries(settings).flatMap(([name, s]) => [
    `# ${s.doc}`,
    `# Default: ${s.shown}`,
    `#${name}=${s.secret || s.default === undefined ? '' : String(s.default)}`,
    '',
  ]);
  return [
    '# LexSetu server settings (written by `npm run settings:doc` from server/config/settings.ts).',
    '# Copy to .env and uncomment what you set; empty means unset.',
    '',
    ...lines,
  ].join('\n');
}

/** The rows of the generated table in a README, as [name, default, meaning] with the padding trimmed. */
export function tableRowsIn(readme: string): string[][] {
  const start = readme.indexOf(tableStart);
  const end = readme.indexOf(tableEnd);
  if (start < 0 || end < start) return [];
  return readme
    .slice(start + tableStart.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replaceAll('\\|', '|')),
    );
}
