// The app's time source: services with expiry rules and the jobs read time from it; tests move it forward.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and runs on at the real pace (the demo's LEXSETU_DEMO_START). */
export function clockStartingAt(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}
