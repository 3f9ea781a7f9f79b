// What the middlewares put on ctx.state, typed for every handler.
import type { UserRow } from './db/schema';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { FileStorage } from './services/storage';

declare module 'koa' {
  interface DefaultState {
    /** Set by requireAuth. */
    user?: UserRow;
    /** Set by requireAuth: the session the bearer token names. */
    sessionId?: string;
  }
}

export interface Logger {
  info(line: string): void;
  error(line: string): void;
  /** Writes out what is buffered (standard output is written in batches: logging.ts). */
  flush?(): void;
}

/** The time source of services with expiry rules; tests replace it to move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and runs on at the real pace (the demo's LEXSETU_DEMO_START). */
export function clockStartingAt(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}

/** What route and middleware factories receive. */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  /** Where uploaded files live (a folder, or an S3-compatible bucket when hosted). */
  storage: FileStorage;
}
