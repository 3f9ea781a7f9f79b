// Server configuration from environment variables, validated once at start.
// A bad value stops the server with a message naming the variable (no stack trace).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defaultLogFormat, type LogFormat } from './logging';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface Config {
  port: number;
  /** undefined = listen on all interfaces. */
  host: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
  /** PostgreSQL connection (hosted mode); undefined = the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** Server processes sharing the port (hosted mode only; the embedded SQLite server is one process). */
  workers: number;
  /** S3-compatible bucket for uploads (hosted mode); undefined = <dataDir>/uploads. */
  s3:
    | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  jwtSecret: string;
  webDir: string;
  corsOrigins: string[];
  /**
   * The offline sales demo: demo accounts and data are seeded, mail without SMTP goes to the demo inbox (served
   * to this machine only), and with HOST unset the server listens on 127.0.0.1 only. Never on by default:
   * `npm start` on a fresh machine and the desktop app's bundled server turn it on (scripts/demoMode.mjs).
   */
  demo: boolean;
  /** Demo only: the instant the process's clock starts at (LEXSETU_DEMO_START); unset, the real time. */
  demoStart?: Date;
  /** Seed the demo accounts and data (= demo). */
  seed: boolean;
  /** Take the client address from X-Forwarded-For (set only behind a proxy that writes it). */
  trustProxy: boolean;
  /** Sign-ups per client address per 10 minutes. */
  signupLimit: number;
  /** The first admin of a real install, created at start when no admin exists. */
  firstAdmin: { email: string; password: string } | undefined;
  maxUploadMb: number;
  /** Megabytes of uploaded files one account may keep, over every kind of file. */
  uploadQuotaMb: number;
  /** Most documents attached to one consultation request. */
  maxFilesPerRequest: number;
  /** Largest accepted profile photo, in megabytes. */
  maxPhotoMb: number;
  log: boolean;
  /** Log lines as JSON (collectors, containers) or pretty (a person at a terminal). */
  logFormat: LogFormat;
  /** Lets a remote Prometheus read /metrics (else loopback only). */
  metricsToken: string | undefined;
  /** SMTP server for outgoing mail (codes); undefined = mails go to the offline demo inbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** GET /api/demo/inbox is served (no login; it shows reset codes): demo mode without SMTP only. */
  demoInbox: boolean;
  /** Razorpay credentials; undefined = the offline demo payment gateway. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | undefined;
  /** STUN/TURN servers handed to consultation participants for WebRTC calls; [] = host candidates only. */
  iceServers: IceServerConfig[];
  /** RazorpayX payouts (the business account number, with the Razorpay keys); undefined = demo payouts. */
  razorpayX: { accountNumber: string } | undefined;
  /** The platform's fee on a lawyer's gross, in basis points (0 = the launch offer): services/earnings.ts. */
  platformFeeBasisPoints: number;
}

export interface IceServerConfig {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export type ConfigVariableName =
  | 'PORT'
  | 'HOST'
  | 'NODE_ENV'
  | 'LEXSETU_DATA_DIR'
  | 'LEXSETU_DATABASE_URL'
  | 'LEXSETU_WORKERS'
  | 'LEXSETU_S3_ENDPOINT'
  | 'LEXSETU_S3_BUCKET'
  | 'LEXSETU_S3_REGION'
  | 'LEXSETU_S3_ACCESS_KEY_ID'
  | 'LEXSETU_S3_SECRET_ACCESS_KEY'
  | 'LEXSETU_JWT_SECRET'
  | 'LEXSETU_WEB_DIR'
  | 'LEXSETU_CORS_ORIGINS'
  | 'LEXSETU_DEMO'
  | 'LEXSETU_DEMO_START'
  | 'LEXSETU_TRUST_PROXY'
  | 'LEXSETU_UPLOAD_QUOTA_MB'
  | 'LEXSETU_SIGNUP_LIMIT'
  | 'LEXSETU_ADMIN_EMAIL'
  | 'LEXSETU_ADMIN_PASSWORD'
  | 'LEXSETU_MAX_UPLOAD_MB'
  | 'LEXSETU_MAX_FILES_PER_REQUEST'
  | 'LEXSETU_MAX_PHOTO_MB'
  | 'LEXSETU_LOG'
  | 'LEXSETU_LOG_FORMAT'
  | 'LEXSETU_METRICS_TOKEN'
  | 'LEXSETU_SMTP_URL'
  | 'LEXSETU_MAIL_FROM'
  | 'LEXSETU_RAZORPAY_KEY_ID'
  | 'LEXSETU_RAZORPAY_KEY_SECRET'
  | 'LEXSETU_RAZORPAY_WEBHOOK_SECRET'
  | 'LEXSETU_RAZORPAY_API_URL'
  | 'LEXSETU_ICE_SERVERS'
  | 'LEXSETU_PLATFORM_FEE_PERCENT'
  | 'LEXSETU_RAZORPAYX_ACCOUNT_NUMBER';

export type Env = Partial<Record<string, string | undefined>>;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const defaultDataDir = './.lexsetu-data';
const defaultWebDir = join(repoRoot, 'dist', 'web');
const desktopOrigin = 'app://lexsetu';
const secretFileName = 'jwt-secret';
const minimumSecretLength = 32;
const defaultMailFrom = 'LexSetu <no-reply@lexsetu.in>';

/** Every variable the server reads; the README table is generated from this list. */
export const configVariables: ReadonlyArray<{
  name: ConfigVariableName;
  default: string;
  description: string;
}> = [
  {
    name: 'PORT',
    default: '5001',
    description: 'TCP port of the API and the website (0 picks a free port).',
  },
  {
    name: 'HOST',
    default: '(all interfaces; demo: 127.0.0.1)',
    description: 'Interface to listen on, e.g. 127.0.0.1 for this machine only.',
  },
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test.' },
  {
    name: 'LEXSETU_DATA_DIR',
    default: defaultDataDir,
    description: 'Folder for the SQLite database, the generated JWT secret and uploads.',
  },
  {
    name: 'LEXSETU_DATABASE_URL',
    default: '(unset: SQLite in the data folder)',
    description:
      'postgres://user:pass@host:5432/db switches the API to PostgreSQL (hosted mode: several instances may share it). Never logged.',
  },
  {
    name: 'LEXSETU_WORKERS',
    default: '1',
    description:
      "Server processes sharing the port, each a full instance (hosted mode, with LEXSETU_DATABASE_URL); 'auto' = one per CPU core.",
  },
  {
    name: 'LEXSETU_S3_ENDPOINT',
    default: '(unset: files in <data dir>/uploads)',
    description:
      'S3-compatible object storage for uploads (hosted mode), e.g. https://s3.ap-south-1.amazonaws.com or a MinIO address; path-style. Set with the bucket and both keys.',
  },
  { name: 'LEXSETU_S3_BUCKET', default: '(unset)', description: 'Bucket holding the uploaded files.' },
  {
    name: 'LEXSETU_S3_REGION',
    default: 'us-east-1',
    description: 'Region used to sign object-storage requests.',
  },
  { name: 'LEXSETU_S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key id for the bucket.' },
  {
    name: 'LEXSETU_S3_SECRET_ACCESS_KEY',
    default: '(unset)',
    description: 'Secret key for the bucket. Never logged.',
  },
  {
    name: 'LEXSETU_JWT_SECRET',
    default: '(generated)',
    description: `Secret signing session tokens (at least ${minimumSecretLength} characters). When unset, one is generated once and kept in <data dir>/${secretFileName}.`,
  },
  {
    name: 'LEXSETU_WEB_DIR',
    default: '<repo>/dist/web',
    description: 'Folder of the built website (npm run build:web) served at /.',
  },
  {
    name: 'LEXSETU_CORS_ORIGINS',
    default: `http://localhost:<PORT>, http://127.0.0.1:<PORT>, http://localhost:5173, ${desktopOrigin}`,
    description:
      'Comma-separated origins allowed to call the API from another origin. file:// (null origin) is never allowed.',
  },
  {
    name: 'LEXSETU_DEMO',
    default: '(unset: false; `npm start` on a fresh machine and the desktop app set true)',
    description:
      'The offline demo: seeds demo accounts with known passwords, keeps mail in a demo inbox, and (with HOST unset) listens on 127.0.0.1 only. Never for a server others can reach.',
  },
  {
    name: 'LEXSETU_DEMO_START',
    default: '(unset: the real time)',
    description:
      "Demo only: the instant (ISO 8601, e.g. 2026-04-01T02:30:00Z) the demo's clock starts at, running on from there, so its seeded dates and screens are the same on every start (the visual tests, repeatable sales screenshots). Refused without LEXSETU_DEMO=true.",
  },
  {
    name: 'LEXSETU_TRUST_PROXY',
    default: 'false',
    description:
      'Behind a reverse proxy or load balancer: take the client address (rate limits, logs) from the last X-Forwarded-For entry and HTTPS from X-Forwarded-Proto. Unset, those headers are ignored.',
  },
  {
    name: 'LEXSETU_SIGNUP_LIMIT',
    default: '20',
    description: 'Sign-ups per client address per 10 minutes (an office behind one address may need more).',
  },
  {
    name: 'LEXSETU_ADMIN_EMAIL',
    default: '(unset)',
    description:
      'With LEXSETU_ADMIN_PASSWORD: the first admin of a real install, created at start when there is no admin yet (or use `npm run admin -- create <email>`).',
  },
  {
    name: 'LEXSETU_ADMIN_PASSWORD',
    default: '(unset)',
    description: "The first admin's password (must pass the Strong rule). Never logged.",
  },
  {
    name: 'LEXSETU_MAX_UPLOAD_MB',
    default: '10',
    description: 'Largest accepted uploaded file, in megabytes.',
  },
  {
    name: 'LEXSETU_UPLOAD_QUOTA_MB',
    default: '500',
    description:
      'Megabytes of uploaded files one account may keep (documents, attachments, certificates); past it uploads are refused with 413.',
  },
  {
    name: 'LEXSETU_MAX_FILES_PER_REQUEST',
    default: '5',
    description: 'Most documents attached to one consultation request.',
  },
  {
    name: 'LEXSETU_MAX_PHOTO_MB',
    default: '2',
    description: 'Largest accepted profile photo (PNG or JPEG), in megabytes.',
  },
  {
    name: 'LEXSETU_LOG',
    default: 'true',
    description: 'Log one line per request (request id, method, path, status, time, user id).',
  },
  {
    name: 'LEXSETU_METRICS_TOKEN',
    default: '(unset: this machine only)',
    description:
      'Bearer token that lets a Prometheus elsewhere read GET /metrics; without it only a caller on this machine (no proxy in between) may.',
  },
  {
    name: 'LEXSETU_LOG_FORMAT',
    default: 'pretty on a terminal, else json',
    description:
      'json: one JSON object per line (pino), for log collectors and containers; pretty: readable coloured lines.',
  },
  {
    name: 'LEXSETU_SMTP_URL',
    default: '(unset: demo inbox)',
    description:
      'SMTP server for password-recovery mails, e.g. smtps://user:pass@smtp.example.in:465. When unset, mails are kept in the demo inbox in demo mode, and cannot be sent otherwise.',
  },
  {
    name: 'LEXSETU_MAIL_FROM',
    default: defaultMailFrom,
    description: 'Sender address of the mails LexSetu sends.',
  },
  {
    name: 'LEXSETU_RAZORPAY_KEY_ID',
    default: '(unset: demo gateway)',
    description:
      'Razorpay key id. With the key secret and webhook secret set, payments go through Razorpay; otherwise the offline demo gateway (test cards in the README) is used.',
  },
  {
    name: 'LEXSETU_RAZORPAY_KEY_SECRET',
    default: '(unset)',
    description: 'Razorpay key secret: creates orders and verifies payment signatures. Never logged.',
  },
  {
    name: 'LEXSETU_RAZORPAY_WEBHOOK_SECRET',
    default: '(unset)',
    description:
      'Secret of the Razorpay webhook (POST /api/payment/webhook/razorpay); verifies its signature.',
  },
  {
    name: 'LEXSETU_RAZORPAY_API_URL',
    default: 'https://api.razorpay.com',
    description: 'Base address of the Razorpay API (tests point it at a local fake).',
  },
  {
    name: 'LEXSETU_ICE_SERVERS',
    default: '(unset: none)',
    description:
      'STUN/TURN servers for consultation calls: comma-separated stun:/turn: URLs, or a JSON array of {urls, username, credential}. Unset = direct connections only (same machine or network).',
  },
  {
    name: 'LEXSETU_PLATFORM_FEE_PERCENT',
    default: '0 (launch offer)',
    description:
      "Platform fee on a lawyer's earnings, in percent (0 to 50, up to two decimals, e.g. 12.5). GST 18 % is charged on the fee.",
  },
  {
    name: 'LEXSETU_RAZORPAYX_ACCOUNT_NUMBER',
    default: '(unset: demo payouts)',
    description:
      "RazorpayX business account number. With the Razorpay keys set, lawyers' weekly payouts and the penny drop go through RazorpayX; otherwise demo payouts settle at once.",
  },
];

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const integerText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be a whole number between ${min} and ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be a whole number between ${min} and ${max}` });

const originText = z
  .string()
  .trim()
  .refine((o) => o !== 'null' && !o.startsWith('file:'), {
    error: 'the null / file:// origin is not allowed',
  })
  .refine((o) => /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i.test(o), {
    error: 'each origin must look like scheme://host[:port], without a path',
  });

const envSchema = z.object({
  PORT: integerText(0, 65535).optional(),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .optional(),
  LEXSETU_DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  LEXSETU_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  LEXSETU_S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a valid bucket name' })
    .optional(),
  LEXSETU_S3_REGION: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  LEXSETU_S3_ACCESS_KEY_ID: z.string().trim().min(3, { error: 'must be the access key id' }).optional(),
  LEXSETU_S3_SECRET_ACCESS_KEY: z.string().trim().min(8, { error: 'must be the secret key' }).optional(),
  LEXSETU_DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/i, { error: 'must look like postgres://user:pass@host:5432/database' })
    .optional(),
  LEXSETU_JWT_SECRET: z
    .string()
    .min(minimumSecretLength, { error: `must be at least ${minimumSecretLength} characters` })
    .optional(),
  LEXSETU_WEB_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  LEXSETU_CORS_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(originText))
    .optional(),
  LEXSETU_DEMO: booleanText.optional(),
  LEXSETU_DEMO_START: z.iso.datetime({ offset: true }).optional(),
  LEXSETU_TRUST_PROXY: booleanText.optional(),
  LEXSETU_SIGNUP_LIMIT: integerText(1, 100_000).optional(),
  LEXSETU_WORKERS: z.union([z.literal('auto'), integerText(1, 64)]).optional(),
  LEXSETU_ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .email({ error: 'must be an e-mail address' })
    .optional(),
  LEXSETU_ADMIN_PASSWORD: z.string().min(1).optional(),
  LEXSETU_MAX_UPLOAD_MB: integerText(1, 1024).optional(),
  LEXSETU_MAX_FILES_PER_REQUEST: integerText(1, 10).optional(),
  LEXSETU_UPLOAD_QUOTA_MB: integerText(1, 1_000_000).optional(),
  LEXSETU_MAX_PHOTO_MB: integerText(1, 20).optional(),
  LEXSETU_LOG: booleanText.optional(),
  LEXSETU_LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  LEXSETU_METRICS_TOKEN: z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional(),
  LEXSETU_SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/i, { error: 'must look like smtp://host:port or smtps://user:pass@host:port' })
    .optional(),
  LEXSETU_MAIL_FROM: z.string().trim().min(3, { error: 'must be a sender address' }).optional(),
  LEXSETU_RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_\w+$/, { error: 'must look like rzp_test_… or rzp_live_…' })
    .optional(),
  LEXSETU_RAZORPAY_KEY_SECRET: z.string().trim().min(8, { error: 'must be the key secret' }).optional(),
  LEXSETU_RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(8, { error: 'must be the webhook secret' })
    .optional(),
  LEXSETU_ICE_SERVERS: z
    .string()
    .trim()
    .transform((text, ctx) => {
      try {
        return text.startsWith('[')
          ? (JSON.parse(text) as unknown)
          : text.split(',').map((u) => ({ urls: u.trim() }));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {urls, username, credential}' });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z.object({
          urls: z.union([
            z.string().regex(/^(stun|turns?):\S+$/, { error: 'each URL must start with stun: or turn:' }),
            z.array(
              z.string().regex(/^(stun|turns?):\S+$/, { error: 'each URL must start with stun: or turn:' }),
            ),
          ]),
          username: z.string().optional(),
          credential: z.string().optional(),
        }),
        { error: 'must be stun:/turn: URLs or a JSON array of {urls, username, credential}' },
      ),
    )
    .optional(),
  LEXSETU_RAZORPAY_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  LEXSETU_RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{6,22}$/, { error: 'must be the RazorpayX account number (digits)' })
    .optional(),
  LEXSETU_PLATFORM_FEE_PERCENT: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'must be a percentage from 0 to 50 with at most two decimals' })
    .transform((text) => {
      // Basis points from the text itself (never through a float): '12.5' → 1250.
      const [whole, fraction = ''] = text.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    })
    .refine((bp) => bp <= 5000, { error: 'must be a percentage from 0 to 50 with at most two decimals' })
    .optional(),
});

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${got !== undefined ? ` (got '${got}')` : ''}`,
    );
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 5001;
  const dataDir = resolve(vars.LEXSETU_DATA_DIR ?? defaultDataDir);
  const demo = vars.LEXSETU_DEMO ?? false;
  const workers = vars.LEXSETU_WORKERS === 'auto' ? availableParallelism() : (vars.LEXSETU_WORKERS ?? 1);
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
    port,
    // The demo's known passwords stay on this machine unless HOST says otherwise.
    host: vars.HOST ?? (demo ? '127.0.0.1' : undefined),
    nodeEnv: vars.NODE_ENV ?? 'development',
    dataDir,
    databaseUrl: vars.LEXSETU_DATABASE_URL,
    workers,
    s3: s3Config(vars),
    jwtSecret: vars.LEXSETU_JWT_SECRET ?? loadOrCreateSecret(dataDir),
    webDir: vars.LEXSETU_WEB_DIR ? resolveFrom(vars.LEXSETU_WEB_DIR) : defaultWebDir,
    corsOrigins: vars.LEXSETU_CORS_ORIGINS ?? defaultCorsOrigins(port),
    demo,
    demoStart: vars.LEXSETU_DEMO_START ? new Date(vars.LEXSETU_DEMO_START) : undefined,
    seed: demo,
    trustProxy: vars.LEXSETU_TRUST_PROXY ?? false,
    signupLimit: vars.LEXSETU_SIGNUP_LIMIT ?? 20,
    firstAdmin:
      vars.LEXSETU_ADMIN_EMAIL && vars.LEXSETU_ADMIN_PASSWORD
        ? { email: vars.LEXSETU_ADMIN_EMAIL, password: vars.LEXSETU_ADMIN_PASSWORD }
        : undefined,
    maxUploadMb: vars.LEXSETU_MAX_UPLOAD_MB ?? 10,
    uploadQuotaMb: vars.LEXSETU_UPLOAD_QUOTA_MB ?? 500,
    maxFilesPerRequest: vars.LEXSETU_MAX_FILES_PER_REQUEST ?? 5,
    maxPhotoMb: vars.LEXSETU_MAX_PHOTO_MB ?? 2,
    log: vars.LEXSETU_LOG ?? true,
    logFormat: vars.LEXSETU_LOG_FORMAT ?? defaultLogFormat(),
    metricsToken: vars.LEXSETU_METRICS_TOKEN,
    smtpUrl: vars.LEXSETU_SMTP_URL,
    mailFrom: vars.LEXSETU_MAIL_FROM ?? defaultMailFrom,
    demoInbox: demo && !vars.LEXSETU_SMTP_URL,
    razorpay: razorpayConfig(vars),
    iceServers: vars.LEXSETU_ICE_SERVERS ?? [],
    razorpayX: vars.LEXSETU_RAZORPAYX_ACCOUNT_NUMBER
      ? { accountNumber: vars.LEXSETU_RAZORPAYX_ACCOUNT_NUMBER }
      : undefined,
    platformFeeBasisPoints: vars.LEXSETU_PLATFORM_FEE_PERCENT ?? 0,
  };
}

/** Settings that start but leave a feature unusable: said at start-up, so an operator sees them at once. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.smtpUrl && !config.demoInbox)
    warnings.push(
      'Warning: LEXSETU_SMTP_URL is not set, so verification and recovery codes cannot reach anyone: sign-up and password recovery will not work.',
    );
  if (config.razorpayX && !config.razorpay)
    warnings.push(
      'Warning: LEXSETU_RAZORPAYX_ACCOUNT_NUMBER is set without the Razorpay keys: payouts stay on the demo gateway.',
    );
  return warnings;
}

/** Endpoint, bucket and both keys, or none of them: half a configuration would silently keep files locally. */
function s3Config(vars: z.infer<typeof envSchema>): Config['s3'] {
  const names = [
    'LEXSETU_S3_ENDPOINT',
    'LEXSETU_S3_BUCKET',
    'LEXSETU_S3_ACCESS_KEY_ID',
    'LEXSETU_S3_SECRET_ACCESS_KEY',
  ] as const;
  const missing = names.filter((n) => !vars[n]);
  if (missing.length === names.length) return undefined;
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration: ${missing[0]} must be set with the other LEXSETU_S3_ variables`,
    );
  return {
    endpoint: vars.LEXSETU_S3_ENDPOINT!,
    bucket: vars.LEXSETU_S3_BUCKET!,
    region: vars.LEXSETU_S3_REGION ?? 'us-east-1',
    accessKeyId: vars.LEXSETU_S3_ACCESS_KEY_ID!,
    secretAccessKey: vars.LEXSETU_S3_SECRET_ACCESS_KEY!,
  };
}

/** All three Razorpay secrets or none: half a configuration would silently fall back to the demo gateway. */
function razorpayConfig(vars: z.infer<typeof envSchema>): Config['razorpay'] {
  const names = [
    'LEXSETU_RAZORPAY_KEY_ID',
    'LEXSETU_RAZORPAY_KEY_SECRET',
    'LEXSETU_RAZORPAY_WEBHOOK_SECRET',
  ] as const;
  const missing = names.filter((n) => !vars[n]);
  if (missing.length === names.length) return undefined;
  if (missing.length)
    throw new ConfigError(`Invalid configuration: ${missing[0]} must be set with the other Razorpay keys`);
  return {
    keyId: vars.LEXSETU_RAZORPAY_KEY_ID!,
    keySecret: vars.LEXSETU_RAZORPAY_KEY_SECRET!,
    webhookSecret: vars.LEXSETU_RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: (vars.LEXSETU_RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
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
