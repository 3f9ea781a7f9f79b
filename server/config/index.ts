// Server configuration from environment variables (declared in settings.ts), validated once at start.
// A bad value stops the server with a message naming the variable (no stack trace).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultLogFormat } from '../logging';
import {
  desktopOrigin,
  minimumSecretLength,
  secretFileName,
  settings,
  type SettingName,
  type SettingValues,
} from './settings';

export { settings, type SettingName } from './settings';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Partial<Record<string, string | undefined>>;
/** Kept for callers that pass a partial environment (tests, the CLI). */
export type ConfigVariableName = SettingName;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const defaultWebDir = join(repoRoot, 'dist', 'web');

const envSchema = z.object(
  Object.fromEntries(Object.entries(settings).map(([name, s]) => [name, s.parse.optional()])),
);

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

/** Every setting parsed, with its declared default where it has one. */
export function readSettings(env: Env = process.env): SettingValues {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${got !== undefined ? ` (got '${got}')` : ''}`,
    );
  }
  const values = parsed.data as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(settings).map(([name, s]) => [name, values[name] ?? s.default]),
  ) as SettingValues;
}

export type Config = ReturnType<typeof loadConfig>;
export type IceServerConfig = Config['iceServers'][number];

export function loadConfig(env: Env = process.env) {
  const vars = readSettings(env);
  const dataDir = resolve(vars.LEXSETU_DATA_DIR);
  const demo = vars.LEXSETU_DEMO;
  const workers = vars.LEXSETU_WORKERS === 'auto' ? availableParallelism() : vars.LEXSETU_WORKERS;
  // SQLite takes one writer and the embedded server delivers a consultation room's messages in-process.
  if (workers > 1 && !vars.LEXSETU_DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration: LEXSETU_WORKERS above 1 needs LEXSETU_DATABASE_URL (PostgreSQL): the embedded SQLite server runs as one process.',
    );
  // A real server runs on the real time: a shifted clock would date sessions, payments and invoices wrongly.
  if (vars.LEXSETU_DEMO_START && !demo)
    throw new ConfigError(
      'Invalid configuration: LEXSETU_DEMO_START needs LEXSETU_DEMO=true: only the offline demo may run on a clock of its own.',
    );
  return {
    port: vars.PORT,
    /** undefined = all interfaces; the demo's known passwords stay on this machine unless HOST says otherwise. */
    host: vars.HOST ?? (demo ? '127.0.0.1' : undefined),
    nodeEnv: vars.NODE_ENV,
    dataDir,
    /** PostgreSQL connection (hosted mode); undefined = the embedded SQLite file in dataDir. */
    databaseUrl: vars.LEXSETU_DATABASE_URL,
    workers,
    s3: s3Config(vars),
    jwtSecret: vars.LEXSETU_JWT_SECRET ?? loadOrCreateSecret(dataDir),
    webDir: vars.LEXSETU_WEB_DIR ? resolveFrom(vars.LEXSETU_WEB_DIR) : defaultWebDir,
    corsOrigins: vars.LEXSETU_CORS_ORIGINS ?? defaultCorsOrigins(vars.PORT),
    demo,
    demoStart: vars.LEXSETU_DEMO_START ? new Date(vars.LEXSETU_DEMO_START) : undefined,
    /** Seed the demo accounts and data. */
    seed: demo,
    trustProxy: vars.LEXSETU_TRUST_PROXY,
    signupLimit: vars.LEXSETU_SIGNUP_LIMIT,
    firstAdmin:
      vars.LEXSETU_ADMIN_EMAIL && vars.LEXSETU_ADMIN_PASSWORD
        ? { email: vars.LEXSETU_ADMIN_EMAIL, password: vars.LEXSETU_ADMIN_PASSWORD }
        : undefined,
    maxUploadMb: vars.LEXSETU_MAX_UPLOAD_MB,
    uploadQuotaMb: vars.LEXSETU_UPLOAD_QUOTA_MB,
    maxFilesPerRequest: vars.LEXSETU_MAX_FILES_PER_REQUEST,
    maxPhotoMb: vars.LEXSETU_MAX_PHOTO_MB,
    log: vars.LEXSETU_LOG,
    logFormat: vars.LEXSETU_LOG_FORMAT ?? defaultLogFormat(),
    metricsToken: vars.LEXSETU_METRICS_TOKEN,
    smtpUrl: vars.LEXSETU_SMTP_URL,
    mailFrom: vars.LEXSETU_MAIL_FROM,
    /** GET /api/demo/inbox is served (no login; it shows reset codes): demo mode without SMTP only. */
    demoInbox: demo && !vars.LEXSETU_SMTP_URL,
    razorpay: razorpayConfig(vars),
    msg91: msg91Config(vars),
    /** GET /api/demo/sms is served (no login; it shows SMS codes): demo mode without an SMS gateway only. */
    demoSms: demo && !vars.LEXSETU_MSG91_AUTH_KEY,
    iceServers: vars.LEXSETU_ICE_SERVERS ?? [],
    razorpayX: vars.LEXSETU_RAZORPAYX_ACCOUNT_NUMBER
      ? { accountNumber: vars.LEXSETU_RAZORPAYX_ACCOUNT_NUMBER }
      : undefined,
    platformFeeBasisPoints: vars.LEXSETU_PLATFORM_FEE_PERCENT,
  };
}

/** Settings that start but leave a feature unusable: said at start-up, so an operator sees them at once. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.smtpUrl && !config.demoInbox)
    warnings.push(
      'Warning: LEXSETU_SMTP_URL is not set, so verification and recovery codes cannot reach anyone: sign-up and password recovery will not work.',
    );
  if (!config.msg91 && !config.demoSms)
    warnings.push(
      'Warning: the LEXSETU_MSG91_ settings are not set, so SMS codes cannot reach anyone: mobile numbers cannot be added to accounts.',
    );
  if (config.razorpayX && !config.razorpay)
    warnings.push(
      'Warning: LEXSETU_RAZORPAYX_ACCOUNT_NUMBER is set without the Razorpay keys: payouts stay on the demo gateway.',
    );
  return warnings;
}

/** All of a group or none: half a configuration would silently fall back to the local or demo default. */
function allOrNone(vars: SettingValues, names: readonly SettingName[], what: string): boolean {
  const missing = names.filter((n) => !vars[n]);
  if (missing.length === names.length) return false;
  if (missing.length) throw new ConfigError(`Invalid configuration: ${missing[0]} must be set with ${what}`);
  return true;
}

function s3Config(vars: SettingValues) {
  const names = [
    'LEXSETU_S3_ENDPOINT',
    'LEXSETU_S3_BUCKET',
    'LEXSETU_S3_ACCESS_KEY_ID',
    'LEXSETU_S3_SECRET_ACCESS_KEY',
  ] as const;
  if (!allOrNone(vars, names, 'the other LEXSETU_S3_ variables')) return undefined;
  return {
    endpoint: vars.LEXSETU_S3_ENDPOINT!,
    bucket: vars.LEXSETU_S3_BUCKET!,
    region: vars.LEXSETU_S3_REGION,
    accessKeyId: vars.LEXSETU_S3_ACCESS_KEY_ID!,
    secretAccessKey: vars.LEXSETU_S3_SECRET_ACCESS_KEY!,
  };
}

function razorpayConfig(vars: SettingValues) {
  const names = [
    'LEXSETU_RAZORPAY_KEY_ID',
    'LEXSETU_RAZORPAY_KEY_SECRET',
    'LEXSETU_RAZORPAY_WEBHOOK_SECRET',
  ] as const;
  if (!allOrNone(vars, names, 'the other Razorpay keys')) return undefined;
  return {
    keyId: vars.LEXSETU_RAZORPAY_KEY_ID!,
    keySecret: vars.LEXSETU_RAZORPAY_KEY_SECRET!,
    webhookSecret: vars.LEXSETU_RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: vars.LEXSETU_RAZORPAY_API_URL.replace(/\/+$/, ''),
  };
}

function msg91Config(vars: SettingValues) {
  const names = [
    'LEXSETU_MSG91_AUTH_KEY',
    'LEXSETU_MSG91_SENDER_ID',
    'LEXSETU_MSG91_DLT_TEMPLATE_ID',
  ] as const;
  if (!allOrNone(vars, names, 'the other LEXSETU_MSG91_ settings')) return undefined;
  return {
    authKey: vars.LEXSETU_MSG91_AUTH_KEY!,
    senderId: vars.LEXSETU_MSG91_SENDER_ID!,
    codeTemplateId: vars.LEXSETU_MSG91_DLT_TEMPLATE_ID!,
    reminderTemplateId: vars.LEXSETU_MSG91_REMINDER_DLT_ID,
    apiUrl: vars.LEXSETU_MSG91_API_URL.replace(/\/+$/, ''),
  };
}

function resolveFrom(path: string): string {
  return isAbsolute(path) ? path : resolve(path);
}

function defaultCorsOrigins(port: number): string[] {
  const own = port === 0 ? [] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return [
    ...new Set([
      ...own,
      'http://localhost:5001',
      'http://127.0.0.1:5001',
      'http://localhost:5173',
      desktopOrigin,
    ]),
  ];
}

/** One random secret per data directory, so tokens stay valid across restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, secretFileName);
  try {
    mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx' fails if the file exists: two processes starting together never overwrite each other's secret.
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < minimumSecretLength)
      throw new Error(`${file} holds a secret shorter than ${minimumSecretLength} characters`);
    return secret;
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: LEXSETU_DATA_DIR cannot hold the JWT secret: ${(error as Error).message}`,
    );
  }
}
