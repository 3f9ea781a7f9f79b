import { describe, expect, it } from 'vitest';
import { emailOrPhoneSchema, maskPhone, normalisePhone, phoneSchema } from './phone';

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['91 6000000000', '+916000000000'],
    ['  7000-000-000 ', '+917000000000'],
  ])('normalises %s to %s', (input, e164) => {
    expect(normalisePhone(input)).toBe(e164);
    expect(phoneSchema.parse(input)).toBe(e164);
  });

  it.each(['5876543210', '987654321', '98765432100', '+1 415 555 0100', '+44 7911 123456', '98765abc10', ''])(
    'refuses %s with a message naming what is accepted',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
      const parsed = phoneSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toMatch(/valid Indian mobile number/);
    },
  );

  it('masks all but the first two and last four digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 98••••3210');
  });

  it('the Email or Phone field takes either and answers one normal form', () => {
    expect(emailOrPhoneSchema.parse(' Asha@Example.IN ')).toBe('asha@example.in');
    expect(emailOrPhoneSchema.parse('+91 98765 43210')).toBe('+919876543210');
    expect(emailOrPhoneSchema.safeParse('12345').error?.issues[0].message).toBe(
      'Please enter a valid Email or phone number.',
    );
    expect(emailOrPhoneSchema.safeParse('not an address').error?.issues[0].message).toBe(
      'Please enter a valid Email or phone number.',
    );
  });
});
