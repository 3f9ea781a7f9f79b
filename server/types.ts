// What the middlewares put on ctx.state, typed for every handler.
import type { UserRow } from './db/schema';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Adapters } from './adapters';
import type { Clock } from './clock';
import type { SearchCounter } from './services/searchCounts';

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

export { clockStartingAt, systemClock, type Clock } from './clock';

/** What route factories, jobs and the realtime server receive: the app's adapters are built once (adapters.ts). */
export interface AppDeps extends Adapters {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  /** Searches counted in memory until the searchCounts job writes them (one buffer per app). */
  searchCounter: SearchCounter;
}
