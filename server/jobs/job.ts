// What a job is: a named piece of timed work the scheduler (scheduler.ts) runs at its own interval.
import type { AppDeps } from '../types';

export interface Job {
  /** Names the job in the log and in tests (`jobs.run(name)`). */
  name: string;
  /** Time between the starts of two runs (real time, or the app's clock moved that far: tests move it). */
  everyMs: number;
  /** Time before the first run (default: at the scheduler's first tick). */
  firstAfterMs?: number;
  /** Claims what it works on with conditional updates, so several instances may run it at once. */
  run(): Promise<unknown>;
}

/** What a job is built from: the app's dependencies, adapters included. */
export type JobDeps = AppDeps;
