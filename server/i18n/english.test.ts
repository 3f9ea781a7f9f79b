// The catalogues' English is the English the API always said: the contract's validation sentences each have
// their reason (and no reason is left without a sentence), the rate limits' and the system notices' words are
// the catalogue's, and the contract's constants the renderer shows say what the server's reasons say.
import { describe, expect, it } from 'vitest';
import * as contract from '@contract';
import { promotionalNotices } from '../db/migrations/009_account_centre';
import { systemNoticeKeys } from '../db/migrations/031_notice_keys';
import { ruleSays } from '../routes/declaredLimits';
import { areaCatalogues } from './catalogues';
import { validationSaid } from './validation';
import { textIn, type ErrorReason } from '.';

/** Every message the contract's schemas give (a string given as `error` of a type or a check). */
function schemaMessages(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) {
      for (const value of Object.values(node)) walk(value);
      return;
    }
    const said = (error: unknown) => {
      const text = typeof error === 'function' ? (error as (issue: object) => unknown)({}) : undefined;
      if (typeof text === 'string') found.add(text);
    };
    said(def.error);
    for (const check of (def.checks as { _zod?: { def?: { error?: unknown } } }[] | undefined) ?? [])
      said(check._zod?.def?.error);
    for (const [key, value] of Object.entries(def))
      if (key !== 'checks' && value && typeof value === 'object')
        for (const inner of Array.isArray(value) ? value : key === 'shape' ? Object.values(value) : [value])
          walk(inner);
  };
  for (const value of Object.values(contract)) walk(value);
  return found;
}

describe("the contract's validation sentences", () => {
  const messages = schemaMessages();

  it('each have their reason', () => {
    expect(messages.size).toBeGreaterThan(100);
    expect([...messages].filter((m) => !validationSaid(m))).toEqual([]);
  });

  it('leave no reason without a sentence (besides the refinements the walk cannot see)', () => {
    const missing = contract.createRequestFieldsSchema.safeParse({});
    const refined = [missing.success ? '' : missing.error.issues[0].message, 'Please enter a valid email.'];
    expect(validationSaid(refined[0])).toEqual({ id: 'request_fields_missing', values: expect.any(Object) });
    const reasons = new Set([...messages, ...refined].map((m) => validationSaid(m)?.id));
    expect(Object.keys(areaCatalogues.validation.en).filter((id) => !reasons.has(id as never))).toEqual([]);
  });

  it('give zod the values of a sentence with some', () => {
    expect(validationSaid('Please fill all required fields. Missing: title, date.')).toEqual({
      id: 'request_fields_missing',
      values: { fields: 'title, date' },
    });
    expect(validationSaid('Invalid input: expected string, received undefined')).toBeUndefined();
  });
});

describe('the English of', () => {
  it("the rate limits is each rule's own message", () => {
    for (const rule of Object.values(contract.rateLimits)) {
      const says = ruleSays[rule.bucket];
      expect(!!says, rule.bucket).toBe(!!rule.message);
      if (!says || !rule.message) continue;
      for (const seconds of [1, 59, 3600, 86_400]) {
        const said = says(seconds);
        const text = typeof said === 'string' ? textIn('en', said) : textIn('en', said.id, said.values);
        expect(text).toBe(rule.message(seconds));
      }
    }
  });

  it('the six system notices is what migration 009 wrote', () => {
    expect(promotionalNotices.map((n) => n.message)).toEqual(
      systemNoticeKeys.map((key) => textIn('en', key)),
    );
  });

  it("reasons is the contract's words the screens show for the same thing", () => {
    const pairs: [ErrorReason, string][] = [
      ['slot_taken', contract.bookingMessages.slotTaken],
      ['slot_unavailable', contract.bookingMessages.slotUnavailable],
      ['slot_past', contract.bookingMessages.pastSlot],
      ['select_file', contract.bookingMessages.selectFile],
      ['select_file', contract.documentMessages.selectFile],
      ['document_pin_wrong', contract.documentMessages.wrongPin],
      ['card_declined', contract.paymentMessages.declined],
      ['consultation_limit_reached', contract.consultationLimitMessage],
      ['earnings_lawyers_only', contract.earningsMessages.lawyersOnly],
      ['payout_password_required', contract.earningsMessages.passwordRequired],
      ['password_wrong', contract.earningsMessages.wrongPassword],
      ['payout_code_required', contract.earningsMessages.codeRequired],
      ['payout_account_unverified', contract.earningsMessages.verificationFailed],
      ['review_not_yours', contract.reviewMessages.notYours],
      ['review_not_completed', contract.reviewMessages.notCompleted],
      ['review_already_given', contract.reviewMessages.alreadyReviewed],
      ['review_order_not_delivered', contract.reviewMessages.orderNotDelivered],
      ['review_order_already_given', contract.reviewMessages.orderAlreadyReviewed],
      ['review_too_late', contract.reviewMessages.tooLate],
      ['booking_not_found', contract.reviewMessages.bookingNotFound],
      ['review_not_found', contract.reviewMessages.reviewNotFound],
      ['review_reply_not_yours', contract.reviewMessages.notYourProfile],
      ['review_already_replied', contract.reviewMessages.alreadyReplied],
      ['review_already_reported', contract.reviewMessages.alreadyReported],
      ['order_not_found', contract.serviceOrderMessages.notFound],
      ['service_not_found', contract.serviceOrderMessages.serviceNotFound],
      ['service_retired', contract.serviceOrderMessages.retired],
      ['order_not_paid', contract.serviceOrderMessages.notPaid],
      ['order_already_paid', contract.serviceOrderMessages.alreadyPaid],
      ['order_details_closed', contract.serviceOrderMessages.detailsClosed],
      ['order_not_open', contract.serviceOrderMessages.notOpen],
      ['order_already_yours', contract.serviceOrderMessages.yoursAlready],
      ['order_accept_unverified', contract.serviceOrderMessages.notVerified],
      ['order_client_only', contract.serviceOrderMessages.notYourOrder],
      ['order_lawyer_only', contract.serviceOrderMessages.notYourWork],
      ['order_no_delivery', contract.serviceOrderMessages.noDelivery],
      ['order_no_revisions_left', contract.serviceOrderMessages.noRevisionsLeft],
      ['order_not_deliverable', contract.serviceOrderMessages.notDeliverable],
      ['order_cannot_cancel', contract.serviceOrderMessages.cannotCancel],
      ['order_call_taken', contract.serviceOrderMessages.callTaken],
      ['order_call_closed', contract.serviceOrderMessages.callClosed],
      ['order_slot_not_free', contract.serviceOrderMessages.slotNotFree],
    ];
    for (const [reason, words] of pairs) expect(textIn('en', reason), reason).toBe(words);
    expect(textIn('en', 'order_answer_missing', { question: 'Tenant name' })).toBe(
      contract.serviceOrderMessages.missingAnswer('Tenant name'),
    );
    expect(textIn('en', 'notice_verification_rejected', { reason: 'Blurred' })).toBe(
      contract.verificationMessages.rejected('Blurred'),
    );
    expect(textIn('en', 'notice_verification_approved')).toBe(contract.verificationMessages.approved);
    expect(Object.values(contract.bookingModeLabels)).toEqual(
      (['mode_video', 'mode_phone', 'mode_onsite'] as const).map((key) => textIn('en', key)),
    );
  });
});
