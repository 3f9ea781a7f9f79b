// The screens' copies of the contract's document-order words stay the contract's words (English is the message id).
import { lawyerOrderSteps, serviceOrderStatusLabels, serviceOrderSteps } from '@contract/serviceOrderTerms';
import { describe, expect, it } from 'vitest';
import { clientOrderSteps, lawyerOrderSteps as lawyerSteps, orderStatusLabels } from './orderTerms';

describe('document order words', () => {
  it('are the contract statuses and steps', () => {
    expect(orderStatusLabels).toEqual(serviceOrderStatusLabels);
    expect(clientOrderSteps).toEqual(serviceOrderSteps);
    expect(lawyerSteps).toEqual(lawyerOrderSteps);
  });
});
