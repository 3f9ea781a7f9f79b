import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'lexsetu-config-'));
const secret = 'x'.repeat(40);

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ LEXSETU_DATA_DIR: dir, LEXSETU_JWT_SECRET: secret });
    expect(config).toMatchObject({
      port: 5001,
      host: undefined,
      seed: true,
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
    expect(() => loadConfig({ LEXSETU_SEED: 'maybe', LEXSETU_JWT_SECRET: secret })).toThrow(
      /LEXSETU_SEED must be true or false/,
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
      LEXSETU_SEED: '0',
      LEXSETU_JWT_SECRET: secret,
      LEXSETU_DATA_DIR: tempDir(),
    });
    expect(config).toMatchObject({
      corsOrigins: ['https://a.test', 'app://lexsetu'],
      log: false,
      seed: false,
    });
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

  it('documents every variable it reads', () => {
    expect(configVariables.map((v) => v.name).sort()).toEqual([
      'HOST',
      'LEXSETU_CORS_ORIGINS',
      'LEXSETU_DATABASE_URL',
      'LEXSETU_DATA_DIR',
      'LEXSETU_ICE_SERVERS',
      'LEXSETU_JWT_SECRET',
      'LEXSETU_LOG',
      'LEXSETU_MAIL_FROM',
      'LEXSETU_MAX_FILES_PER_REQUEST',
      'LEXSETU_MAX_PHOTO_MB',
      'LEXSETU_MAX_UPLOAD_MB',
      'LEXSETU_RAZORPAY_API_URL',
      'LEXSETU_RAZORPAY_KEY_ID',
      'LEXSETU_RAZORPAY_KEY_SECRET',
      'LEXSETU_RAZORPAY_WEBHOOK_SECRET',
      'LEXSETU_S3_ACCESS_KEY_ID',
      'LEXSETU_S3_BUCKET',
      'LEXSETU_S3_ENDPOINT',
      'LEXSETU_S3_REGION',
      'LEXSETU_S3_SECRET_ACCESS_KEY',
      'LEXSETU_SEED',
      'LEXSETU_SMTP_URL',
      'LEXSETU_WEB_DIR',
      'NODE_ENV',
      'PORT',
    ]);
    for (const v of configVariables) expect(v.description.length).toBeGreaterThan(10);
  });
});
