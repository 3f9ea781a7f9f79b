import { normalisePhone } from '@contract/phoneNumbers';

/** A loose e-mail shape check for the form, or an Indian mobile number in any accepted spelling (#58). */
export const looksLikeEmail = (value: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || isPhoneNumber(value);

/** The 'Email or Phone number' field holds a mobile number: its codes go by SMS (the demo SMS inbox in demo). */
export const isPhoneNumber = (value: string) => normalisePhone(value) !== null;
