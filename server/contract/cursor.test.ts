import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './common';

describe('a list cursor', () => {
  it('gives back the date and id it was made of, in any script', () => {
    for (const id of ['01HZPAGEN0000000000000001', 'क्लाइंट-१', 'வழக்கு', '𝅘𝅥𝅮']) {
      const cursor = { at: '2026-12-07T10:00:00.000Z', id };
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it('is null for text no list gave out', () => {
    expect(decodeCursor('nonsense')).toBeNull();
    expect(decodeCursor(btoa('\xff\xfe'))).toBeNull();
  });
});
