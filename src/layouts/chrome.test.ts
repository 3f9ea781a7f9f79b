import { describe, expect, it } from 'vitest';
import { chromeFor } from './chrome';

const both = { header: true, footer: true };
const none = { header: false, footer: false };
const headerOnly = { header: true, footer: false };

describe('chromeFor', () => {
  it.each([
    ['/', both],
    ['/about', both],
    ['/blog/some-slug', both],
    ['/cancle-premium', both],
    ['/profiles', both],
    ['/login', none],
    ['/account-creation', none],
    ['/account-creation/consumer', none],
    ['/forget-password/otp', none],
    ['/dashboard', none],
    ['/dashboard/settings/refer-earn', none],
    ['/dashboard/lawyer-profile/42', none],
    ['/lawyer-profile/42', none],
    ['/pricing', headerOnly],
    ['/payment', headerOnly],
    ['/profile', headerOnly],
    ['/profile/', headerOnly],
  ])('%s', (pathname, expected) => {
    expect(chromeFor(pathname)).toEqual(expected);
  });
});
