import { describe, expect, it } from 'vitest';
import { formatRupees } from './rupees';

describe('formatRupees', () => {
  it('writes whole rupees the way the spec shows prices', () => {
    expect(formatRupees(0)).toBe('₹0/-');
    expect(formatRupees(9_900)).toBe('₹99/-');
    expect(formatRupees(99_900)).toBe('₹999/-');
  });

  it('groups thousands, then lakhs and crores, the Indian way', () => {
    expect(formatRupees(105_000)).toBe('₹1,050/-');
    expect(formatRupees(1_050_000)).toBe('₹10,500/-');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000/-');
    expect(formatRupees(1_234_567_800)).toBe('₹1,23,45,678/-');
  });

  it('shows paise with two decimals, only when there are any', () => {
    expect(formatRupees(103_950)).toBe('₹1,039.50/-');
    expect(formatRupees(56_228)).toBe('₹562.28/-');
    expect(formatRupees(1)).toBe('₹0.01/-');
  });
});
