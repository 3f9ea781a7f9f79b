// The spec's premium buttons, verbatim: each names its plan's price (pricingWords.test.ts keeps them equal).
import type { plans } from '@contract/moneyTerms';
import { msg } from '@/i18n';

export const upgradeLabels: Record<keyof typeof plans, string> = {
  monthly: msg('Upgrade Premium at ₹99/-'),
  yearly: msg('Upgrade Premium at ₹999/-'),
};
