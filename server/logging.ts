// The server's one logger: pino, JSON lines on stdout (what a log collector reads), or readable coloured lines
// when a person watches a terminal. Service messages use info/error with a sentence; each request gets one
// line in pino-http's shape (middlewares/requestLog.ts). Nothing secret is logged: requests carry no headers, no
// query string and no body, and fields that could hold a secret are redacted if a caller ever passes them.
import pino from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';
export type AppLogger = pino.Logger;

/** Field names that never reach a log line, at the top level or one level down. */
const secretFields = ['password', 'token', 'otp', 'code', 'secret', 'authorization', 'cookie', 'card'];

/**
 * Lines written in batches of about 4 kB instead of one write per line (the write of each request line was
 * a visible share of a session check's CPU), flushed every second so a quiet server's lines still show
 * promptly. Each batch is written at once (synchronously): written in the background, one write per turn of
 * the event loop fell behind a busy server's request lines, and the queue grew without bound under the soak's
 * load (bench/soak.mjs). A full disk or a slow log reader now slows the
 * server down instead of filling its memory. Nothing is left to lose in a crash but the last partial batch.
 */
export function batchedLines(fd: number): ReturnType<typeof pino.destination> {
  const stream = pino.destination({ dest: fd, sync: true, minLength: 4096 });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Closed at shutdown: pino's exit flush writes what is left.
    }
  }, 1000).unref();
  return stream;
}

/** Standard output: one per process, shared by every logger. */
let stdout: pino.DestinationStream | undefined;
const bufferedStdout = () => (stdout ??= batchedLines(1));

export function createLogger(
  format: LogFormat,
  destination: pino.DestinationStream = bufferedStdout(),
): AppLogger {
  const options: pino.LoggerOptions = {
    level: 'info',
    redact: { paths: [...secretFields, ...secretFields.map((f) => `*.${f}`)], censor: '[hidden]' },
  };
  if (format === 'pretty')
    return pino(
      options,
      pretty({
        destination: 1,
        sync: true,
        colorize: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        // A request line reads 'GET /api/x 200 12ms'.
        messageFormat: (log, key) =>
          log.req
            ? `${(log.req as { method: string }).method} ${(log.req as { url: string }).url} ${(log.res as { statusCode: number }).statusCode} ${String(log.responseTime)}ms`
            : String(log[key]),
        hideObject: true,
      }),
    );
  return pino(options, destination);
}

/** JSON unless a person is reading the terminal. */
export const defaultLogFormat = (): LogFormat => (process.stdout.isTTY ? 'pretty' : 'json');
