// Indian mobile numbers (#58): the schemas of the API's number fields. The normal form (E.164, +91 and 10 digits
// starting 6–9), the mask and the accepted spellings are in phoneNumbers.ts (no zod: screens import it directly).
import { z } from 'zod';
import { normalisePhone, phonePattern } from './phoneNumbers';

export * from './phoneNumbers';

export const phoneInvalidMessage =
  'Please enter a valid Indian mobile number (10 digits starting with 6, 7, 8 or 9).';

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
