import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/ApiError';
import {
  forgotPasswordErrorMessage,
  loginErrorMessage,
  resetErrorMessage,
  signUpErrorMessage,
  verifyCodeErrorMessage,
} from './errorMessages';

const http = (status: number, serverMessage?: string) =>
  new ApiError({ kind: 'http', status, code: `http_${status}`, message: 'x', serverMessage });
const network = new ApiError({ kind: 'network', code: 'network_error', message: 'x' });
const other = new TypeError('boom');

describe('login rows', () => {
  it.each([
    [http(400, 'Invalid email or password.'), 'Invalid email or password.'],
    [http(400), 'Invalid input. Please check your details.'],
    [http(404, 'User not found. Please check your details.'), 'User not found. Please check your details.'],
    [http(404), 'User not found. Please check your details.'],
    [http(429, 'Too many attempts.'), 'Too many attempts.'],
    [http(500), 'An unexpected error occurred. Please try again.'],
    [network, 'Unable to connect to the server. Please try again later.'],
    [other, 'An error occurred. Please check your input and try again.'],
  ])('%#', (error, text) => expect(loginErrorMessage(error)).toBe(text));
});

describe('sign-up rows', () => {
  it.each([
    [http(400, 'Password must be at least 8 characters.'), 'Password must be at least 8 characters.'],
    [http(400), 'Invalid input. Please check your details.'],
    [http(409, 'An account with this email already exists.'), 'An account with this email already exists.'],
    [http(404), 'An unexpected error occurred. Please try again.'],
    [http(500), 'An unexpected error occurred. Please try again.'],
    [network, 'Unable to connect to the server. Please try again later.'],
    [other, 'An error occurred. Please check your input and try again.'],
  ])('%#', (error, text) => expect(signUpErrorMessage(error)).toBe(text));
});

describe('forgot-password rows', () => {
  it.each([
    [http(400, 'Please enter a valid email address.'), 'Please enter a valid email address.'],
    [http(400), 'Invalid input. Please check your details.'],
    [http(404, 'No such user'), 'User not found. Please register first.'],
    [http(404), 'User not found. Please register first.'],
    [network, 'Network error. Please check your connection.'],
    [http(500, 'Internal'), 'An unexpected error occurred. Please try again.'],
    [
      http(429, 'Please wait 60 seconds before asking for another code.'),
      'Please wait 60 seconds before asking for another code.',
    ],
    [http(429), 'An unexpected error occurred. Please try again.'],
    [other, 'An unexpected error occurred. Please try again.'],
  ])('%#', (error, text) => expect(forgotPasswordErrorMessage(error)).toBe(text));
});

describe('verify-code rows', () => {
  it.each([
    [http(400, 'Invalid or expired code.'), 'Invalid or expired code.'],
    [http(400), 'Invalid input. Please check your details.'],
    [http(429, 'Too many attempts.'), 'Too many attempts.'],
    [http(500), 'An unexpected error occurred. Please try again.'],
    [network, 'No response from the server. Please try again.'],
    [other, 'An error occurred. Please try again.'],
  ])('%#', (error, text) => expect(verifyCodeErrorMessage(error)).toBe(text));
});

describe('reset rows', () => {
  it.each([
    [http(400, 'Reset token expired.'), 'Reset token expired.'],
    [http(400), 'Invalid input. Please check your details.'],
    [http(404, 'No account.'), 'No account.'],
    [http(404), 'User not found. Please register first.'],
    [http(500, 'Server down'), 'Server down'],
    [http(500), 'An unexpected error occurred. Please try again.'],
    [network, 'Network error. Please check your connection.'],
    [other, 'An unexpected error occurred. Please try again.'],
  ])('%#', (error, text) => expect(resetErrorMessage(error)).toBe(text));
});
