// The scheduler (jobs/scheduler.ts): each job at its own interval (real time, or the app's clock moved that far),
// never two runs of one job at once, a failure said once and once more when the job works again, nothing said
// for a database outage, and a stop that waits for the run in progress.
import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError } from '../errors';
import { testClock } from '../test/clock';
import type { Job } from './job';
import { createScheduler } from './scheduler';

function logged() {
  const lines: string[] = [];
  return {
    lines,
    logger: { info: (l: string) => lines.push(`info ${l}`), error: (l: string) => lines.push(`error ${l}`) },
  };
}

/** A job counting its runs; `next` decides how the next run ends. */
function job(name: string, everyMs: number) {
  const state = { runs: 0, next: (): Promise<void> => Promise.resolve() };
  const j: Job = {
    name,
    everyMs,
    run: () => {
      state.runs += 1;
      return state.next();
    },
  };
  return { job: j, state };
}

describe('the job scheduler', () => {
  it('runs each job at its own interval, by the clock', async () => {
    const clock = testClock(0);
    const fast = job('fast', 1000);
    const slow = job('slow', 60_000);
    const jobs = createScheduler([fast.job, slow.job], { clock, logger: logged().logger });
    await jobs.runDue(); // both due at start
    clock.advance(1000);
    await jobs.runDue();
    clock.advance(58_999);
    await jobs.runDue();
    expect([fast.state.runs, slow.state.runs]).toEqual([3, 1]);
    clock.advance(1);
    await jobs.runDue();
    expect([fast.state.runs, slow.state.runs]).toEqual([3, 2]);
  });

  it('runs a job again once its interval of real time has passed, though the clock stands still', async () => {
    const clock = testClock(0);
    const quick = job('quick', 20);
    const jobs = createScheduler([quick.job], { clock, logger: logged().logger });
    await jobs.runDue();
    await jobs.runDue();
    expect(quick.state.runs).toBe(1);
    await new Promise((done) => setTimeout(done, 30));
    await jobs.runDue();
    expect(quick.state.runs).toBe(2);
  });

  it('never runs a job twice at once; run(name) waits for the run in progress', async () => {
    const clock = testClock(0);
    const slow = job('slow', 1000);
    let release!: () => void;
    slow.state.next = () => new Promise((done) => (release = done));
    const jobs = createScheduler([slow.job], { clock, logger: logged().logger });
    const first = jobs.runDue();
    clock.advance(5000);
    const second = jobs.runDue();
    await Promise.resolve();
    expect(slow.state.runs).toBe(1);
    const named = jobs.run('slow');
    release();
    await Promise.all([first, second]);
    await new Promise((done) => setImmediate(done));
    expect(slow.state.runs).toBe(2);
    release();
    await named;
  });

  it('says a failure once, again when it changes, once more when the job works again; an outage not at all', async () => {
    const clock = testClock(0);
    const flaky = job('flaky', 1000);
    const { lines, logger } = logged();
    const jobs = createScheduler([flaky.job], { clock, logger });
    const runWith = async (next: () => Promise<void>) => {
      flaky.state.next = next;
      await jobs.run('flaky');
    };
    await runWith(() => Promise.reject(new DatabaseUnreachableError(new Error('connect ECONNREFUSED'))));
    await runWith(() => Promise.resolve());
    await runWith(() => Promise.reject(new Error('column "x" does not exist')));
    await runWith(() => Promise.reject(new Error('column "x" does not exist')));
    await runWith(() => Promise.reject(new Error('disk full')));
    await runWith(() => Promise.resolve());
    await runWith(() => Promise.resolve());
    expect(lines).toEqual([
      'error job flaky: column "x" does not exist',
      'error job flaky: disk full',
      'info job flaky: working again',
    ]);
  });

  it('stops cleanly: no new runs, and stop() resolves once the run in progress is over', async () => {
    const clock = testClock(0);
    const slow = job('slow', 1000);
    let release!: () => void;
    slow.state.next = () => new Promise((done) => (release = done));
    const jobs = createScheduler([slow.job], { clock, logger: logged().logger });
    jobs.start();
    void jobs.runDue();
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((done) => setImmediate(done));
    expect(stopped).toBe(false);
    release();
    await stopping;
    clock.advance(10_000);
    await jobs.runDue();
    expect(slow.state.runs).toBe(1);
  });
});
