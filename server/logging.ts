// The server's one logger: pino, JSON lines on stdout (what a log collector reads), or readable coloured lines
// when a person watches a terminal. Service messages use info/error with a sentence; each request gets one
// line from pino-http (middlewares/requestLog.ts). Nothing secret is logged: requests carry no headers, no
// query string and no body, and fields that could hold a secret are redacted if a caller ever passes them.
import pino from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';
export type AppLogger = pino.Logger;

/** Field names that never reach a log line, at the top level or one level down. */
const secretFields = ['password', 'token', 'otp', 'code', 'secret', 'authorization', 'cookie', 'card'];

let stdout: pino.DestinationStream | undefined;
/**
 * Standard output written in batches of 4 kB instead of one write per line (the synchronous write of each
 * request line was about 9 % of a session check's CPU, issue 36), flushed every second so a quiet server's
 * lines still show promptly; pino flushes what is left when the process exits, a crash included. One per
 * process, shared by every logger.
 */
function bufferedStdout(): pino.DestinationStream {
  if (stdout) return stdout;
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Not ready yet, or closed at shutdown: the next tick or pino's exit flush writes it.
    }
  }, 1000).unref();
  return (stdout = stream);
}

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
