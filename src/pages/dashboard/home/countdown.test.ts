import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

const now = Date.parse('2030-01-08T10:00:00.000Z');
const later = (minutes: number) => now + minutes * 60_000;

describe('countdown of the next consultation', () => {
  it.each([
    [0, 'Starting now'],
    [-5, 'Starting now'],
    [0.5, 'Starts in 1 min'],
    [45, 'Starts in 45 min'],
    [60, 'Starts in 1 h'],
    [135, 'Starts in 2 h 15 min'],
    [23 * 60 + 59, 'Starts in 23 h 59 min'],
    [24 * 60 + 50, 'Starts in 1 day'],
    [26 * 60 + 50, 'Starts in 1 day 2 h'],
    [44 * 60, 'Starts in 1 day 20 h'],
    [3 * 24 * 60 + 30, 'Starts in 3 days'],
  ])('%s minutes ahead reads %s', (minutes, text) => {
    expect(countdownText(later(minutes), now)).toBe(text);
  });
});
