import { availableParallelism } from 'node:os';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig, settings } from '.';
import { envExample, tableRowsIn } from './documents';

const tempDir = () => mkdtempSync(join(tmpdir(), 'lexsetu-config-'));
const secret = 'x'.repeat(40);

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Everything that reads the environment: server, tools, desktop, tests and their configs. */
const sourceRoots = [
  'server',
  'bench',
  'scripts',
  'electron',
  'e2e',
  'src',
  'playwright.config.ts',
  'vite.config.ts',
];

/** Names read as process.env.<name>, process.env['<name>'], import.meta.env.<name> or env.<name> under `paths`. */
function variablesReadUnder(paths: string[]): string[] {
  const names: string[] = [];
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else if (/\.(ts|tsx|mjs|cjs|js)$/.test(path)) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g)) names.push(m[1]);
    }
  };
  for (const path of paths) visit(join(repoRoot, path));
  return names;
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ LEXSETU_DATA_DIR: dir, LEXSETU_JWT_SECRET: secret });
    expect(config).toMatchObject({
      port: 5001,
      host: undefined,
      demo: false,
      seed: false,
      demoInbox: false,
      firstAdmin: undefined,
      log: true,
      maxUploadMb: 10,
      maxFilesPerRequest: 5,
      dataDir: dir,
    });
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:5001',
        'http://127.0.0.1:5001',
        'http://localhost:5173',
        'app://lexsetu',
      ]),
    );
    expect(config.corsOrigins).not.toContain('null');
    expect(config.webDir).toMatch(/dist[/\\]web$/);
  });

  it('rejects PORT=abc with a message naming PORT', () => {
    expect(() => loadConfig({ PORT: 'abc', LEXSETU_JWT_SECRET: secret })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', LEXSETU_JWT_SECRET: secret })).toThrow(/PORT/);
  });

  it('names the variable for other bad values', () => {
    expect(() => loadConfig({ LEXSETU_DEMO: 'maybe', LEXSETU_JWT_SECRET: secret })).toThrow(
      /LEXSETU_DEMO must be true or false/,
    );
    expect(() => loadConfig({ LEXSETU_ADMIN_EMAIL: 'root', LEXSETU_JWT_SECRET: secret })).toThrow(
      /LEXSETU_ADMIN_EMAIL must be an e-mail address/,
    );
    expect(() => loadConfig({ LEXSETU_JWT_SECRET: 'short' })).toThrow(/LEXSETU_JWT_SECRET/);
    expect(() =>
      loadConfig({ LEXSETU_CORS_ORIGINS: 'http://a.test,null', LEXSETU_JWT_SECRET: secret }),
    ).toThrow(/LEXSETU_CORS_ORIGINS/);
    expect(() => loadConfig({ LEXSETU_MAX_UPLOAD_MB: '0', LEXSETU_JWT_SECRET: secret })).toThrow(
      /LEXSETU_MAX_UPLOAD_MB/,
    );
  });

  it('parses lists and booleans', () => {
    const config = loadConfig({
      LEXSETU_CORS_ORIGINS: 'https://a.test, app://lexsetu',
      LEXSETU_LOG: 'false',
      LEXSETU_DEMO: '0',
      LEXSETU_JWT_SECRET: secret,
      LEXSETU_DATA_DIR: tempDir(),
    });
    expect(config).toMatchObject({
      corsOrigins: ['https://a.test', 'app://lexsetu'],
      log: false,
      seed: false,
    });
  });

  it('demo mode seeds, keeps codes in the demo inbox and listens on 127.0.0.1 unless HOST says otherwise', () => {
    const base = { LEXSETU_JWT_SECRET: secret, LEXSETU_DATA_DIR: tempDir(), LEXSETU_DEMO: 'true' };
    expect(loadConfig(base)).toMatchObject({ demo: true, seed: true, demoInbox: true, host: '127.0.0.1' });
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, LEXSETU_SMTP_URL: 'smtp://mail.example.in:25' }).demoInbox).toBe(false);
    // Outside demo mode there is no demo inbox, SMTP or not, hosted or not.
    const real = { LEXSETU_JWT_SECRET: secret, LEXSETU_DATA_DIR: tempDir() };
    expect(loadConfig(real)).toMatchObject({ demo: false, seed: false, demoInbox: false, host: undefined });
    expect(loadConfig({ ...real, LEXSETU_DATABASE_URL: 'postgres://db.example.in/lexsetu' }).demoInbox).toBe(
      false,
    );
  });

  it('takes LEXSETU_DEMO_START in the demo only, and names it when it is not an instant', () => {
    const base = { LEXSETU_JWT_SECRET: secret, LEXSETU_DATA_DIR: tempDir() };
    const start = '2026-04-01T02:30:00Z';
    expect(loadConfig({ ...base, LEXSETU_DEMO: 'true', LEXSETU_DEMO_START: start }).demoStart).toEqual(
      new Date(start),
    );
    expect(loadConfig({ ...base, LEXSETU_DEMO: 'true' }).demoStart).toBeUndefined();
    expect(() => loadConfig({ ...base, LEXSETU_DEMO_START: start })).toThrow(
      /LEXSETU_DEMO_START needs LEXSETU_DEMO=true/,
    );
    expect(() => loadConfig({ ...base, LEXSETU_DEMO: 'true', LEXSETU_DEMO_START: 'April' })).toThrow(
      /LEXSETU_DEMO_START/,
    );
  });

  it('takes the first admin from LEXSETU_ADMIN_EMAIL and LEXSETU_ADMIN_PASSWORD together only', () => {
    const base = { LEXSETU_JWT_SECRET: secret, LEXSETU_DATA_DIR: tempDir() };
    expect(
      loadConfig({ ...base, LEXSETU_ADMIN_EMAIL: 'Ops@Firm.in', LEXSETU_ADMIN_PASSWORD: 'Str0ng!Pass' })
        .firstAdmin,
    ).toEqual({ email: 'ops@firm.in', password: 'Str0ng!Pass' });
    expect(loadConfig({ ...base, LEXSETU_ADMIN_EMAIL: 'ops@firm.in' }).firstAdmin).toBeUndefined();
  });

  it('generates the JWT secret once, private, and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ LEXSETU_DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ LEXSETU_DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(second).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    if (process.platform !== 'win32') expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('reads STUN/TURN servers as URLs or JSON, none by default, and names the variable when bad', () => {
    const base = { LEXSETU_JWT_SECRET: 'x'.repeat(40), LEXSETU_DATA_DIR: '/tmp/lexsetu-ice' };
    expect(loadConfig(base).iceServers).toEqual([]);
    expect(loadConfig({ ...base, LEXSETU_ICE_SERVERS: 'stun:stun.example.in:3478' }).iceServers).toEqual([
      { urls: 'stun:stun.example.in:3478' },
    ]);
    const turn = [{ urls: ['turn:turn.example.in:3478'], username: 'u', credential: 'p' }];
    expect(loadConfig({ ...base, LEXSETU_ICE_SERVERS: JSON.stringify(turn) }).iceServers).toEqual(turn);
    expect(() => loadConfig({ ...base, LEXSETU_ICE_SERVERS: 'http://nope' })).toThrow(/LEXSETU_ICE_SERVERS/);
    expect(() => loadConfig({ ...base, LEXSETU_ICE_SERVERS: '[oops' })).toThrow(/LEXSETU_ICE_SERVERS/);
  });

  it('has one declaration per setting, and the README table and .env.example say what it declares', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    // Run `npm run settings:doc` when this fails: both documents are written from server/config/settings.ts.
    expect(tableRowsIn(readme)).toEqual(
      Object.entries(settings).map(([name, s]) => [`\`${name}\``, s.shown, s.doc]),
    );
    expect(readFileSync(join(repoRoot, '.env.example'), 'utf8')).toBe(envExample());
    for (const s of Object.values(settings)) expect(s.doc.length).toBeGreaterThan(10);
    // A secret never gets an example value.
    expect(envExample()).toMatch(/^#LEXSETU_JWT_SECRET=$/m);
  });

  it('documents every variable it reads', () => {
    // Names come from the source, so reading a variable without a README row fails.
    const schemaKeys = Object.keys(settings);
    const read = new Set([...schemaKeys, ...variablesReadUnder(sourceRoots)]);
    // A guard against a scan that silently finds nothing: variables of each kind of file must be seen.
    expect([...read]).toEqual(
      expect.arrayContaining([
        'PORT',
        'LEXSETU_ICE_SERVERS',
        'LEXSETU_TEST_PG_URL',
        'BENCH_SECONDS',
        'E2E_PORT',
      ]),
    );
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    // A table row starts with the name in backticks; Prettier may pad the cell.
    const undocumented = [...read]
      .filter((name) => !new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, 'm').test(readme))
      .sort();
    expect(undocumented, 'variables without a row in the README configuration table').toEqual([]);
  });
});

describe('configWarnings', () => {
  const base = () => ({ LEXSETU_DATA_DIR: tempDir(), LEXSETU_JWT_SECRET: secret });
  it('warns a hosted server that can deliver no codes (no SMTP, no SMS gateway, no demo inboxes)', () => {
    const hosted = loadConfig({ ...base(), LEXSETU_DATABASE_URL: 'postgres://db.example.in/lexsetu' });
    expect(configWarnings(hosted)).toEqual([
      expect.stringContaining('LEXSETU_SMTP_URL'),
      expect.stringContaining('LEXSETU_MSG91_'),
    ]);
    const delivering = loadConfig({
      ...base(),
      LEXSETU_DATABASE_URL: 'postgres://db.example.in/lexsetu',
      LEXSETU_SMTP_URL: 'smtp://mail.example.in:25',
      LEXSETU_MSG91_AUTH_KEY: 'msg91-auth-key',
      LEXSETU_MSG91_SENDER_ID: 'LEXSTU',
      LEXSETU_MSG91_DLT_TEMPLATE_ID: '1107000000000000001',
    });
    expect(configWarnings(delivering)).toEqual([]);
    expect(configWarnings(loadConfig({ ...base(), LEXSETU_DEMO: 'true' }))).toEqual([]);
    expect(configWarnings(loadConfig(base()))).toEqual([
      expect.stringContaining('LEXSETU_SMTP_URL'),
      expect.stringContaining('LEXSETU_MSG91_'),
    ]);
  });
});

describe('LEXSETU_WORKERS', () => {
  const base = () => ({ LEXSETU_DATA_DIR: tempDir(), LEXSETU_JWT_SECRET: secret });
  it('is one process unless hosted mode asks for more; auto means one per core', () => {
    expect(loadConfig(base()).workers).toBe(1);
    const hosted = { ...base(), LEXSETU_DATABASE_URL: 'postgres://db.example.in/lexsetu' };
    expect(loadConfig({ ...hosted, LEXSETU_WORKERS: '2' }).workers).toBe(2);
    expect(loadConfig({ ...hosted, LEXSETU_WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ ...hosted, LEXSETU_WORKERS: '0' })).toThrow(/LEXSETU_WORKERS/);
    // The embedded SQLite server is one process: asking for two is refused, saying why.
    expect(() => loadConfig({ ...base(), LEXSETU_WORKERS: '2' })).toThrow(/needs LEXSETU_DATABASE_URL/);
  });
});
