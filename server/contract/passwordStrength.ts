// Spec section 5: strength is rated only from 8 characters. Strong = uppercase + digit + one of !@#$%^&*;
// Moderate = any two of those three; Weak = anything else (including under 8 characters).
export type PasswordStrength = 'Weak' | 'Moderate' | 'Strong';

export const minimumPasswordLength = 8;
export const maximumPasswordLength = 128;

export function ratePassword(password: string): PasswordStrength {
  if (password.length < minimumPasswordLength) return 'Weak';
  const traits = [/[A-Z]/, /[0-9]/, /[!@#$%^&*]/].filter((re) => re.test(password)).length;
  if (traits === 3) return 'Strong';
  if (traits === 2) return 'Moderate';
  return 'Weak';
}
