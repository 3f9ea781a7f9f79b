// The 6-digit code an e-mail or an SMS carries (recovery, sign-up, a new mobile number): one maker for both.
import { randomInt } from 'node:crypto';
import { otpLength } from '@contract';

export function newCode(): string {
  return String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');
}
