import { describe, expect, it } from 'vitest';
import { experienceText } from './ExpertCarousel';

describe('experienceText', () => {
  it("reads like the spec's '5 years+' from the enrolment year, and never says 0", () => {
    expect(experienceText(2021, new Date('2026-11-23'))).toBe('5 years+');
    expect(experienceText(2026, new Date('2026-11-23'))).toBe('1 year+');
  });
});
