// A database outage is said twice in the error log, one line when it starts and one when it is over, however
// many connections, requests, sweeps and sockets run into it meanwhile (requests answer 503 and say nothing).
import { isDatabaseUnreachable } from '../errors';

export interface LineLogger {
  info(line: string): void;
  error(line: string): void;
  flush?(): void;
}

export interface OutageLog {
  /** A connection could not be made or was lost: said only when the database was thought reachable. */
  down(error: unknown): void;
  /** A connection was had: said only after a down. */
  up(): void;
}

/** Connections cut at once die one by one: a query answered this soon after the first loss may come from one
 * still dying, and does not yet prove the database back. */
const settleMs = 1_000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function outageLog(logger: LineLogger, now = () => Date.now()): OutageLog {
  let since: number | null = null;
  return {
    down(error) {
      if (since !== null) return;
      since = now();
      logger.error(`database unavailable (${reason(error)}): answering 503 until it is back`);
      logger.flush?.();
    },
    up() {
      if (since === null || now() - since < settleMs) return;
      // At error level too: the two lines of an outage belong together in the error log.
      logger.error(`database available again after ${((now() - since) / 1000).toFixed(1)} s`);
      logger.flush?.();
      since = null;
    },
  };
}

/** A background task's failure: said, unless it is the database being away (the outage log says that once). */
export function logFailure(logger: LineLogger, what: string, error: unknown): void {
  if (isDatabaseUnreachable(error)) return;
  logger.error(`${what}: ${error instanceof Error ? error.message : 'unknown error'}`);
}
