import { plans } from '@contract/moneyTerms';
import { formatRupees } from '@contract/rupees';
import { describe, expect, it } from 'vitest';
import { upgradeLabels } from './pricingWords';

describe("the premium buttons' words", () => {
  it.each(Object.keys(plans) as Array<keyof typeof plans>)('name the %s plan at its price', (plan) => {
    expect(upgradeLabels[plan]).toBe(`Upgrade Premium at ${formatRupees(plans[plan].pricePaise)}`);
  });
});
