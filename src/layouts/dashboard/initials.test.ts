import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Asha Verma', 'AV'],
    ['asha kumari verma', 'AV'],
    ['Asha', 'A'],
    ['  ', '?'],
    [undefined, '?'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
