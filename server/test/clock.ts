// A clock tests move by hand (codes and reset tokens expire by it; login and recovery rate limits count by it).
import type { Clock } from '../types';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let time = start;
  return {
    now: () => new Date(time),
    advance(ms) {
      time += ms;
    },
  };
}
