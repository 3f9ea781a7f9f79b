import { describe, expect, it } from 'vitest';
import { firstDraft } from './catalogue';

const now = new Date('2030-03-05T10:00:00Z');

describe('firstDraft', () => {
  it('fills the blanks and writes typed amounts as the product writes money', () => {
    const draft = firstDraft(
      'agreement-to-sale-drafting',
      { seller: 'Ramesh Kumar', price: '4500000', advance: '500000.5' },
      now,
    )!;
    expect(draft).toContain('made on 2030-03-05 between');
    expect(draft).toContain('**Ramesh Kumar**, hereinafter called the SELLER');
    expect(draft).toContain('The total sale consideration is ₹45,00,000/-.');
    expect(draft).toContain('The Buyer has paid ₹5,00,000.50/- as advance');
  });

  it('keeps an amount typed in words as it was typed, and marks a blank left empty', () => {
    const draft = firstDraft('agreement-to-sale-drafting', { price: 'Rs. 45 lakh', advance: '  ' }, now)!;
    expect(draft).toContain('The total sale consideration is ₹Rs. 45 lakh/-.');
    expect(draft).toContain('The Buyer has paid ₹[advance]/- as advance');
    expect(draft).toContain('**[buyer]**, hereinafter called the BUYER');
  });

  it('has no draft for a package without a template', () => {
    expect(firstDraft('no-such-package', {}, now)).toBeNull();
  });
});
