// Indian mobile numbers (#58), the pure part (no zod, so screens import it without the contract): the normal
// form (E.164), the accepted spellings, the mask, and the placeholder address of an account without e-mail.

/** '+91 98765-43210', '098765 43210', '9876543210' → '+919876543210'; anything else → null. */
export function normalisePhone(input: string): string | null {
  if (!phonePattern.test(input)) return null;
  const compact = input.replace(/[\s-]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** True when the text holds only digits, +, spaces and dashes: meant as a number, not an e-mail. */
export function looksLikePhone(input: string): boolean {
  return /^[+\d\s-]+$/.test(input.trim()) && /\d/.test(input);
}

/** '+919876543210' → '+91 98••••3210' (the first two and last four digits only). */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/^\+91/, '');
  return `+91 ${digits.slice(0, 2)}${'•'.repeat(Math.max(0, digits.length - 6))}${digits.slice(-4)}`;
}

/** Every accepted spelling (normalisePhone takes exactly these); said in the API document as the pattern. */
export const phonePattern = /^\s*(?:(?:\+|00)?91|0)?[\s-]*[6-9](?:[\s-]*\d){9}\s*$/;

/** True for a value emailOrPhoneSchema answered as a number. */
export const isE164 = (value: string) => /^\+91[6-9]\d{9}$/.test(value);

/**
 * An account signed up with a mobile number only keeps a never-deliverable address (RFC 2606 `.invalid`) in the
 * required, unique e-mail column; mail to it is never sent and the API shows no e-mail for it.
 */
export const phoneOnlyDomain = 'phone-only.invalid';
export const phoneOnlyEmail = (userId: string) => `${userId.toLowerCase()}@${phoneOnlyDomain}`;
export const isPhoneOnlyEmail = (email: string) => email.endsWith(`@${phoneOnlyDomain}`);
/** The e-mail as shown anywhere (screens, invoices): none for an account signed up by number. */
export const shownEmail = (email: string) => (isPhoneOnlyEmail(email) ? '' : email);
