import { describe, expect, it } from 'vitest';
import { documentFileName, documentNumber, financialYearOf } from './documentNumbers';

describe('GST document numbers', () => {
  it('changes financial year at midnight IST on 1 April, not at UTC midnight', () => {
    expect(financialYearOf('2027-03-31T18:29:59.999Z')).toBe('26-27'); // 31 March 23:59:59 IST
    expect(financialYearOf('2027-03-31T18:30:00.000Z')).toBe('27-28'); // 1 April 00:00 IST
    expect(financialYearOf('2027-01-01T00:00:00.000Z')).toBe('26-27');
    expect(financialYearOf('2099-12-31T12:00:00.000Z')).toBe('99-00');
  });

  it('prints at most 16 characters (CGST rule 46) and a file name without slashes', () => {
    const last = documentNumber('invoices', '26-27', 999_999);
    expect(last).toBe('INV/26-27/999999');
    expect(last.length).toBeLessThanOrEqual(16);
    expect(documentNumber('credit_notes', '26-27', 7)).toBe('CN/26-27/000007');
    expect(documentFileName('INV/26-27/000001')).toBe('INV-26-27-000001.pdf');
  });
});
