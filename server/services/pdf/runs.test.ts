// Runs of one face each: a mixed line is split where a face lacks the next letter, and a Hindi phrase with its
// spaces stays one run (so fontkit shapes it whole).
import { describe, expect, it } from 'vitest';
import type { Coverage, Face } from './fonts';
import { faceOrder, splitRuns } from './runs';

const inRange =
  (...ranges: [number, number][]): Coverage =>
  (cp) =>
    ranges.some(([from, to]) => cp >= from && cp <= to);
const coverage: Record<Face, Coverage> = {
  latin: inRange([0x20, 0x7e]),
  latinExtended: inRange([0x20, 0x20], [0x100, 0x17f], [0x20b9, 0x20b9]),
  devanagari: inRange([0x20, 0x20], [0x900, 0x97f], [0x20b9, 0x20b9]),
  tamil: inRange([0x20, 0x20], [0xb80, 0xbff], [0x20b9, 0x20b9]),
};

describe('splitRuns', () => {
  it('keeps Latin text in one run', () => {
    expect(splitRuns('Invoice number: 1', faceOrder('English'), coverage)).toEqual([
      { face: 'latin', text: 'Invoice number: 1' },
    ]);
  });

  it('prints a Devanagari name and ₹ beside Latin digits', () => {
    expect(splitRuns('Billed to प्रिया शर्मा ₹1,000', faceOrder('English'), coverage)).toEqual([
      { face: 'latin', text: 'Billed to ' },
      { face: 'devanagari', text: 'प्रिया शर्मा ₹' },
      { face: 'latin', text: '1,000' },
    ]);
  });

  it("takes ₹ from the document's own script first", () => {
    expect(splitRuns('₹5', faceOrder('Tamil'), coverage)[0]).toEqual({ face: 'tamil', text: '₹' });
    expect(splitRuns('₹5', faceOrder('Hindi'), coverage)[0]).toEqual({ face: 'devanagari', text: '₹' });
  });

  it('finds Latin letters with accents in the extended face, and gives an unknown letter to the first', () => {
    expect(splitRuns('Āśā', faceOrder('English'), coverage)).toEqual([
      { face: 'latinExtended', text: 'Āśā' },
    ]);
    expect(splitRuns('☃', faceOrder('English'), coverage)).toEqual([{ face: 'latin', text: '☃' }]);
  });
});
