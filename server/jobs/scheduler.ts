// Runs the app's jobs, each at its own interval (of real time, or of the app's clock: tests move it), never
// two runs of one job at once. A failing job is said once, and once more when it works again; the database
// being away is said by the outage log alone (db/outage.ts).
import { logFailure, type LineLogger } from '../db/outage';
import { isDatabaseUnreachable } from '../errors';
import type { Clock } from '../types';
import type { Job } from './job';

/** How often the scheduler looks for due jobs: the shortest interval any job has. */
export const tickMs = 1000;

export interface Scheduler {
  /** Starts ticking (the timer never keeps the process alive on its own); jobs named in `except` are left
   * to `run(name)`. */
  start(options?: { except?: string[] }): void;
  /** Runs every job that is due now and waits for them (tests: after moving the clock). */
  runDue(): Promise<void>;
  /** Runs one job now, due or not, after its run in progress if any. */
  run(name: string): Promise<void>;
  /** No new runs; resolves once the runs in progress are over. */
  stop(): Promise<void>;
}

interface State {
  job: Job;
  /** When it is due next by the app's clock, and by the monotonic real clock: whichever comes first. */
  dueAt: number;
  realDueAt: number;
  running: Promise<void> | null;
  /** The failure last said, until the job works again. */
  failing: string | null;
  /** Run only when asked by name (start's `except`). */
  manual: boolean;
}

export function createScheduler(
  jobs: Job[],
  { clock, logger }: { clock: Clock; logger: LineLogger },
): Scheduler {
  const [start, realStart] = [clock.now().getTime(), performance.now()];
  const states = new Map<string, State>(
    jobs.map((job) => {
      const first = job.firstAfterMs ?? 0;
      const state = { job, dueAt: start + first, realDueAt: realStart + first, failing: null };
      return [job.name, { ...state, running: null, manual: false }];
    }),
  );
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;

  const runOnce = (state: State): Promise<void> => {
    state.dueAt = clock.now().getTime() + state.job.everyMs;
    state.realDueAt = performance.now() + state.job.everyMs;
    state.running = Promise.resolve()
      .then(() => state.job.run())
      .then(() => {
        if (state.failing) logger.info(`job ${state.job.name}: working again`);
        state.failing = null;
      })
      .catch((error: unknown) => {
        if (isDatabaseUnreachable(error)) return;
        const said = error instanceof Error ? error.message : 'unknown error';
        if (state.failing === said) return;
        state.failing = said;
        logFailure(logger, `job ${state.job.name}`, error);
      })
      .finally(() => (state.running = null));
    return state.running;
  };

  /** Runs the jobs due within `early` ms that are not running already, and waits for them. */
  const runDueWithin = async (early: number) => {
    if (stopped) return;
    const [now, realNow] = [clock.now().getTime() + early, performance.now() + early];
    const due = (state: State) => !state.manual && (state.dueAt <= now || state.realDueAt <= realNow);
    const runs = [...states.values()].map((state) => state.running ?? (due(state) ? runOnce(state) : null));
    await Promise.all(runs);
  };

  return {
    start({ except = [] } = {}) {
      if (timer || stopped) return;
      for (const state of states.values()) state.manual = except.includes(state.job.name);
      // Half a tick early counts as due: timer jitter must not make a one-tick job skip a tick.
      timer = setInterval(() => void runDueWithin(tickMs / 2), tickMs);
      timer.unref();
    },
    runDue: () => runDueWithin(0),
    async run(name) {
      const state = states.get(name);
      if (!state) throw new Error(`No job named ${name}.`);
      while (state.running) await state.running;
      if (!stopped) await runOnce(state);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([...states.values()].map((state) => state.running));
    },
  };
}
