// Indian mobile numbers (#58): one normal form (E.164, +91 and 10 digits starting 6–9) for storage, lookup and
// sign-in, and a masked form for display. Pure: shared by the API and the renderer.
import { z } from 'zod';

export const phoneInvalidMessage =
  'Please enter a valid Indian mobile number (10 digits starting with 6, 7, 8 or 9).';

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

/** A mobile number in any accepted spelling, answered in E.164. */
export const phoneSchema = z
  .string({ error: 'Mobile number is required.' })
  .max(32, { error: phoneInvalidMessage })
  .regex(phonePattern, { error: phoneInvalidMessage })
  .transform((value) => normalisePhone(value) as string);

export const emailOrPhoneInvalidMessage = 'Please enter a valid Email or phone number.';

/** The spec's 'Email or Phone number' field: an e-mail (trimmed, lower case) or a mobile number (E.164). */
export const emailOrPhoneSchema = z.union(
  [
    phoneSchema,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: emailOrPhoneInvalidMessage }).max(254, { error: emailOrPhoneInvalidMessage })),
  ],
  { error: emailOrPhoneInvalidMessage },
);

/** True for a value emailOrPhoneSchema answered as a number. */
export const isE164 = (value: string) => /^\+91[6-9]\d{9}$/.test(value);

/**
 * An account signed up with a mobile number only keeps a never-deliverable address (RFC 2606 `.invalid`) in the
 * required, unique e-mail column; mail to it is never sent and the API shows no e-mail for it.
 */
export const phoneOnlyDomain = 'phone-only.invalid';
export const phoneOnlyEmail = (userId: string) => `${userId.toLowerCase()}@${phoneOnlyDomain}`;
export const isPhoneOnlyEmail = (email: string) => email.endsWith(`@${phoneOnlyDomain}`);
