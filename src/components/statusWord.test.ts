import { describe, expect, it } from 'vitest';
import { statusWord } from './statusWord';

describe('statusWord', () => {
  it.each([
    ['refunded', 'Refunded'],
    ['paid', 'Paid'],
    ['in_progress', 'In progress'],
    ['Pending payment', 'Pending payment'],
    ['', ''],
  ])('%s → %s', (raw, shown) => expect(statusWord(raw)).toBe(shown));
});
