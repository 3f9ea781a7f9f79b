// Every environment variable the server reads, declared once: how it parses, its default and what it means.
// Validation and the typed values (index.ts), the README table and .env.example (cli/settingsDoc.ts) come
// from here; config.test.ts fails when they disagree.
import { z } from 'zod';
import { rateLimits } from '@contract/rateLimits';
import {
  basisPointsText,
  booleanText,
  httpAddress,
  iceServerList,
  integerText,
  nonEmptyText,
  originList,
} from './parse';

export const minimumSecretLength = 32;
export const secretFileName = 'jwt-secret';
export const desktopOrigin = 'app://lexsetu';

interface Declared<T, D extends T | undefined> {
  parse: z.ZodType<T>;
  /** The value when unset; left out where the default is worked out at start (then `shown` says how). */
  default?: D;
  /** The default as the README and .env.example show it (the value itself when left out). */
  shown?: string;
  doc: string;
  /** Never written into an example file with a value, never logged. */
  secret?: boolean;
}

export interface Setting<T = unknown, D extends T | undefined = T | undefined> extends Declared<T, D> {
  shown: string;
}

function setting<T, D extends T | undefined = undefined>(declared: Declared<T, D>): Setting<T, D> {
  const shown = declared.shown ?? (declared.default === undefined ? '(unset)' : String(declared.default));
  return { ...declared, shown };
}

export const settings = {
  PORT: setting({
    parse: integerText(0, 65535),
    default: 5001,
    doc: 'TCP port of the API and the website (0 picks a free port).',
  }),
  HOST: setting({
    parse: nonEmptyText,
    shown: '(all interfaces; demo: 127.0.0.1)',
    doc: 'Interface to listen on, e.g. 127.0.0.1 for this machine only.',
  }),
  NODE_ENV: setting({
    parse: z.enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    }),
    default: 'development',
    doc: 'development, production or test.',
  }),
  LEXSETU_DATA_DIR: setting({
    parse: nonEmptyText,
    default: './.lexsetu-data',
    doc: 'Folder for the SQLite database, the generated JWT secret and uploads.',
  }),
  LEXSETU_DATABASE_URL: setting({
    parse: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/i, { error: 'must look like postgres://user:pass@host:5432/database' }),
    shown: '(unset: SQLite in the data folder)',
    doc: 'postgres://user:pass@host:5432/db switches the API to PostgreSQL (hosted mode: several instances may share it). Never logged.',
    secret: true,
  }),
  LEXSETU_WORKERS: setting({
    parse: z.union([z.literal('auto'), integerText(1, 64)]),
    default: 1,
    doc: "Server processes sharing the port, each a full instance (hosted mode, with LEXSETU_DATABASE_URL); 'auto' = one per CPU core.",
  }),
  LEXSETU_S3_ENDPOINT: setting({
    parse: httpAddress,
    shown: '(unset: files in <data dir>/uploads)',
    doc: 'S3-compatible object storage for uploads (hosted mode), e.g. https://s3.ap-south-1.amazonaws.com or a MinIO address; path-style. Set with the bucket and both keys.',
  }),
  LEXSETU_S3_BUCKET: setting({
    parse: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a valid bucket name' }),
    doc: 'Bucket holding the uploaded files.',
  }),
  LEXSETU_S3_REGION: setting({
    parse: nonEmptyText,
    default: 'us-east-1',
    doc: 'Region used to sign object-storage requests.',
  }),
  LEXSETU_S3_ACCESS_KEY_ID: setting({
    parse: z.string().trim().min(3, { error: 'must be the access key id' }),
    doc: 'Access key id for the bucket.',
  }),
  LEXSETU_S3_SECRET_ACCESS_KEY: setting({
    parse: z.string().trim().min(8, { error: 'must be the secret key' }),
    doc: 'Secret key for the bucket. Never logged.',
    secret: true,
  }),
  LEXSETU_JWT_SECRET: setting({
    parse: z
      .string()
      .min(minimumSecretLength, { error: `must be at least ${minimumSecretLength} characters` }),
    shown: '(generated)',
    doc: `Secret signing session tokens (at least ${minimumSecretLength} characters). When unset, one is generated once and kept in <data dir>/${secretFileName}.`,
    secret: true,
  }),
  LEXSETU_WEB_DIR: setting({
    parse: nonEmptyText,
    shown: '<repo>/dist/web',
    doc: 'Folder of the built website (npm run build:web) served at /; when set, npm start serves it as it is (no build).',
  }),
  LEXSETU_CORS_ORIGINS: setting({
    parse: originList,
    shown: `http://localhost:<PORT>, http://127.0.0.1:<PORT>, http://localhost:5173, ${desktopOrigin}`,
    doc: 'Comma-separated origins allowed to call the API from another origin. file:// (null origin) is never allowed.',
  }),
  LEXSETU_DEMO: setting({
    parse: booleanText,
    default: false,
    shown: '(unset: false; `npm start` on a fresh machine and the desktop app: true)',
    doc: 'The offline demo: demo accounts with known passwords, codes kept in a demo inbox (answered to this machine only), and with HOST unset it listens on 127.0.0.1 only. Never for a server others can reach.',
  }),
  LEXSETU_DEMO_START: setting({
    parse: z.iso.datetime({ offset: true }),
    shown: '(unset: the real time)',
    doc: "Demo only: the instant (ISO 8601, e.g. 2026-04-01T02:30:00Z) the demo's clock starts at, running on from there, so the seeded dates and screens are the same on every start (the visual tests, repeatable sales screenshots). Refused without LEXSETU_DEMO=true.",
  }),
  LEXSETU_TRUST_PROXY: setting({
    parse: booleanText,
    default: false,
    doc: 'Behind a reverse proxy or load balancer: take the client address (rate limits, logs) from the last X-Forwarded-For entry and HTTPS from X-Forwarded-Proto. Unset, those headers are ignored.',
  }),
  LEXSETU_SIGNUP_LIMIT: setting({
    parse: integerText(1, 100_000),
    // The declared limit (contract/rateLimits.ts) is the default, so the API document and the server agree.
    default: rateLimits.signup.max,
    doc: 'Sign-ups per client address per 10 minutes (an office behind one address may need more).',
  }),
  LEXSETU_ADMIN_EMAIL: setting({
    parse: z.string().trim().toLowerCase().email({ error: 'must be an e-mail address' }),
    doc: 'With LEXSETU_ADMIN_PASSWORD: the first admin of a real install, created at start when there is no admin yet (or `npm run admin -- create <email>`).',
  }),
  LEXSETU_ADMIN_PASSWORD: setting({
    parse: z.string().min(1),
    doc: "The first admin's password (must pass the Strong rule). Never logged.",
    secret: true,
  }),
  LEXSETU_MAX_UPLOAD_MB: setting({
    parse: integerText(1, 1024),
    default: 10,
    doc: 'Largest accepted uploaded file, in megabytes.',
  }),
  LEXSETU_UPLOAD_QUOTA_MB: setting({
    parse: integerText(1, 1_000_000),
    default: 500,
    doc: 'Megabytes of uploaded files one account may keep (documents, attachments, certificates); past it uploads are refused with 413.',
  }),
  LEXSETU_MAX_FILES_PER_REQUEST: setting({
    parse: integerText(1, 10),
    default: 5,
    doc: 'Most documents attached to one consultation request.',
  }),
  LEXSETU_MAX_PHOTO_MB: setting({
    parse: integerText(1, 20),
    default: 2,
    doc: 'Largest accepted profile photo (PNG or JPEG), in megabytes.',
  }),
  LEXSETU_LOG: setting({
    parse: booleanText,
    default: true,
    doc: 'Log one line per request (request id, method, path, status, time, user id).',
  }),
  LEXSETU_LOG_FORMAT: setting({
    parse: z.enum(['json', 'pretty']),
    shown: 'pretty on a terminal, else json',
    doc: 'json: one JSON object per line (pino), for log collectors and containers; pretty: readable coloured lines.',
  }),
  LEXSETU_METRICS_TOKEN: setting({
    parse: z.string().trim().min(16, { error: 'must be at least 16 characters' }),
    shown: '(unset: this machine only)',
    doc: 'Bearer token that lets a Prometheus elsewhere read GET /metrics; without it only a caller on this machine (no proxy in between) may.',
    secret: true,
  }),
  LEXSETU_SMTP_URL: setting({
    parse: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/i, {
        error: 'must look like smtp://host:port or smtps://user:pass@host:port',
      }),
    shown: '(unset: demo inbox in demo mode)',
    doc: 'SMTP server for the mails LexSetu sends, e.g. smtps://user:pass@smtp.example.in:465. Unset: kept in the demo inbox in demo mode; outside it codes cannot be sent (a warning says so at start).',
    secret: true,
  }),
  LEXSETU_MAIL_FROM: setting({
    parse: z.string().trim().min(3, { error: 'must be a sender address' }),
    default: 'LexSetu <no-reply@lexsetu.in>',
    doc: 'Sender address of the mails LexSetu sends.',
  }),
  LEXSETU_RAZORPAY_KEY_ID: setting({
    parse: z
      .string()
      .trim()
      .regex(/^rzp_(test|live)_\w+$/, { error: 'must look like rzp_test_… or rzp_live_…' }),
    shown: '(unset: demo gateway)',
    doc: 'Razorpay key id. With the key secret and webhook secret set, payments go through Razorpay; otherwise the offline demo gateway (test cards in the README) is used.',
  }),
  LEXSETU_RAZORPAY_KEY_SECRET: setting({
    parse: z.string().trim().min(8, { error: 'must be the key secret' }),
    doc: 'Razorpay key secret: creates orders and verifies payment signatures. Never logged.',
    secret: true,
  }),
  LEXSETU_RAZORPAY_WEBHOOK_SECRET: setting({
    parse: z.string().trim().min(8, { error: 'must be the webhook secret' }),
    doc: 'Secret of the Razorpay webhook (POST /api/payment/webhook/razorpay); verifies its signature.',
    secret: true,
  }),
  LEXSETU_RAZORPAY_API_URL: setting({
    parse: httpAddress,
    default: 'https://api.razorpay.com',
    doc: 'Base address of the Razorpay API (tests point it at a local fake).',
  }),
  LEXSETU_MSG91_AUTH_KEY: setting({
    parse: z.string().trim().min(8, { error: 'must be the MSG91 auth key' }),
    shown: '(unset: demo SMS inbox in demo mode)',
    doc: 'MSG91 auth key. With the sender id and DLT template id set, SMS codes go through MSG91; otherwise they are kept in the demo SMS inbox (GET /api/demo/sms) in demo mode. Never logged.',
    secret: true,
  }),
  LEXSETU_MSG91_SENDER_ID: setting({
    parse: z
      .string()
      .trim()
      .regex(/^[A-Z]{6}$/, { error: 'must be the 6-letter DLT sender id (header), e.g. LEXSTU' }),
    doc: 'The DLT-registered sender id (header) the SMS codes are sent under.',
  }),
  LEXSETU_MSG91_DLT_TEMPLATE_ID: setting({
    parse: z
      .string()
      .trim()
      .regex(/^\d{10,25}$/, { error: 'must be the DLT template id (digits)' }),
    doc: 'The DLT template id registered for the SMS code text (TRAI requires one for every SMS sent in India).',
  }),
  LEXSETU_MSG91_REMINDER_DLT_ID: setting({
    parse: z
      .string()
      .trim()
      .regex(/^\d{10,25}$/, { error: 'must be the DLT template id (digits)' }),
    shown: '(unset: no reminders by SMS through MSG91)',
    doc: 'The DLT template id registered for the consultation reminder texts (#58). Unset with MSG91 on: reminders go by mail and in the app only.',
  }),
  LEXSETU_MSG91_API_URL: setting({
    parse: httpAddress,
    default: 'https://api.msg91.com',
    doc: 'Base address of the MSG91 API (tests point it at a local fake).',
  }),
  LEXSETU_ICE_SERVERS: setting({
    parse: iceServerList,
    shown: '(unset: none)',
    doc: 'STUN/TURN servers for consultation calls: comma-separated stun:/turn: URLs, or a JSON array of {urls, username, credential}. Unset = direct connections only (same machine or network).',
  }),
  LEXSETU_PLATFORM_FEE_PERCENT: setting({
    parse: basisPointsText(50),
    default: 0,
    shown: '0 (launch offer)',
    doc: "Platform fee on a lawyer's earnings, in percent (0 to 50, up to two decimals, e.g. 12.5). GST 18 % is charged on the fee.",
  }),
  LEXSETU_RAZORPAYX_ACCOUNT_NUMBER: setting({
    parse: z
      .string()
      .trim()
      .regex(/^\d{6,22}$/, { error: 'must be the RazorpayX account number (digits)' }),
    shown: '(unset: demo payouts)',
    doc: "RazorpayX business account number. With the Razorpay keys set, lawyers' weekly payouts and the penny drop go through RazorpayX; otherwise demo payouts settle at once.",
  }),
};

export type SettingName = keyof typeof settings;

/** A setting's value after parsing: its type, and `undefined` only where it has no fixed default. */
export type SettingValues = {
  [K in SettingName]: (typeof settings)[K] extends Setting<infer T, infer D>
    ? D extends undefined
      ? T | undefined
      : T
    : never;
};
