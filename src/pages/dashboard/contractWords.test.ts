// Every contract text the dashboard shows is listed for the catalogues (contractWords.ts), so Hindi and Tamil
// readers get it: a text changed in the contract fails here until the list (and its translations) follow.
import { basicPlanName, createRequestFieldsSchema, documentUploadFieldsSchema } from '@contract';
import {
  bookingModeLabels,
  cancellationPolicy,
  missedFreeFirst,
  missedReason,
  scheduleTabs,
} from '@contract/bookingTerms';
import { premiumCancellationRule } from '@contract/legalEntity';
import {
  activitySorts,
  documentMessages,
  invoiceSorts,
  paymentMessages,
  periods,
  plans,
} from '@contract/moneyTerms';
import { requestMessages, requestStatuses } from '@contract/requestTerms';
import { reviewMessages } from '@contract/reviewTerms';
import { describe, expect, it } from 'vitest';
import { allConsultationTypes } from '@contract/consultationTypes';
import { lawyerLanguages } from '@contract/lawyerProfileTerms';
import { bookingWords, moneyWords, requestWords, reviewWords } from './contractWords';
import { expertCities } from './experts/expertFilters';
import { cityWords, languageWords, practiceAreaWords } from './experts/termWords';

const listed = new Set<string>([...bookingWords, ...moneyWords, ...requestWords, ...reviewWords]);

/** The messages a zod schema gives for a few bad inputs. */
function messagesOf(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  inputs: unknown[],
) {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []);
}

describe('the contract texts the dashboard shows', () => {
  it('are all listed for the catalogues', () => {
    const shown = [
      ...Object.values(bookingModeLabels),
      ...scheduleTabs,
      ...cancellationPolicy,
      ...Object.values(missedFreeFirst),
      missedReason('client', 'client'),
      missedReason('lawyer', 'client'),
      missedReason('client', 'lawyer'),
      ...requestStatuses,
      ...Object.values(requestMessages),
      ...periods,
      ...activitySorts,
      ...invoiceSorts,
      ...Object.values(plans).flatMap((plan) => [plan.badge, plan.label]),
      basicPlanName,
      ...Object.values(paymentMessages),
      documentMessages.selectFile,
      documentMessages.uploaded,
      documentMessages.failed,
      premiumCancellationRule,
      reviewMessages.rule36,
      reviewMessages.noReviews,
      reviewMessages.reported,
    ];
    expect(shown.filter((text) => !listed.has(text))).toEqual([]);
  });

  it("include the form rules' messages", () => {
    const full = {
      title: 'T',
      description: 'D',
      consultationType: 'Online',
      date: '2030-01-08',
      timing: '10:00 AM',
      mention: 'a@b.in',
    };
    const rules = messagesOf(createRequestFieldsSchema, [
      { ...full, title: 'x'.repeat(201), description: 'x'.repeat(5001) },
      { ...full, consultationType: 'Phone', timing: '9:00 AM', mention: 'nobody' },
      { ...full, budget: 'ten' },
      { ...full, date: '2030-02-30' },
      { ...full, date: 'soon' },
      {},
    ]).filter((message) => !message.startsWith(requestMessages.missingFields));
    const documentRules = messagesOf(documentUploadFieldsSchema, [
      { description: 'x'.repeat(1001), pin: '12' },
    ]);
    expect([...rules, ...documentRules].filter((text) => !listed.has(text))).toEqual([]);
    expect(rules.length).toBeGreaterThan(4);
    expect(documentRules.length).toBe(2);
  });

  it("include a lawyer listing's practice areas, cities and languages", () => {
    expect([...allConsultationTypes]).toEqual(practiceAreaWords);
    expect([...expertCities]).toEqual(cityWords);
    expect([...lawyerLanguages]).toEqual(languageWords);
  });
});
