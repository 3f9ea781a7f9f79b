// Each contract text the public and account screens translate is in contractTexts.ts word for word: a changed
// contract text would otherwise silently lose its Hindi and Tamil.
import {
  consultationProblemTypes,
  consultationTimes,
  contactMessageRequestSchema,
  contactTopics,
  leadRequestSchema,
} from '@contract';
import { certificateTypesLabel } from '@contract/lawyerProfileTerms';
import { describe, expect, it } from 'vitest';
import {
  certificateTypesText,
  contactTopicTexts,
  leadChoiceTexts,
  publicFormMessages,
} from './contractTexts';

describe('contract texts marked for the catalogues', () => {
  it('match the contract', () => {
    expect(leadChoiceTexts).toEqual([...consultationProblemTypes, ...consultationTimes]);
    expect(contactTopicTexts).toEqual([...contactTopics]);
    expect(certificateTypesText).toBe(certificateTypesLabel);
  });

  it("hold every message of the public forms' rules", () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const said = [
      ...messages(
        contactMessageRequestSchema.safeParse({ name: ' ', email: 'x', topic: 'x', message: 'short' }),
      ),
      ...messages(contactMessageRequestSchema.shape.message.safeParse('a'.repeat(2001))),
      ...messages(leadRequestSchema.safeParse({ problemType: 'x', time: 'x', language: 'x' })),
    ];
    expect(new Set(said)).toEqual(new Set(publicFormMessages));
  });
});
