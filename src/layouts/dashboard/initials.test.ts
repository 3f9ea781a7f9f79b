import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Asha Verma', 'AV'],
    ['asha kumari verma', 'AV'],
    ['Asha', 'A'],
    ['Adv. Rohan Mehta', 'RM'],
    ['adv rohan mehta', 'RM'],
    ['Dr. Meera Iyer', 'MI'],
    ['Smt. Kavya', 'K'],
    ['Adv.', 'A'],
    ['  ', '?'],
    [undefined, '?'],
    [null, '?'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
