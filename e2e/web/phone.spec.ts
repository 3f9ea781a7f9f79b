// Mobile numbers in Chromium against the real API (#58): sign up with a number, read its SMS code on the demo SMS
// inbox page, verify it, sign out, sign in with the number typed with +91 and spaces, and recover the password by
// the number.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const password = 'Mobile@Pass2026';
const newPassword = 'Fresh@Mobile2026';
// Ten digits starting with 9, different on every run (the e2e server's data is shared between specs).
const digits = `9${String(Date.now()).slice(-9)}`;
const spaced = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

/** The newest code texted to the number, read as a person would: on the demo SMS inbox page, in another tab. */
async function codeFromDemoSms(context: BrowserContext, count: number): Promise<string> {
  const inbox = await context.newPage();
  let code = '';
  await expect
    .poll(async () => {
      await inbox.goto(`/demo/sms?phone=${digits}`);
      const texts = inbox.getByRole('list', { name: 'Text messages' }).locator('pre');
      await texts.first().waitFor();
      if ((await texts.count()) < count) return '';
      code = /^(\d{6}) is your LexSetu verification code/.exec(await texts.first().innerText())?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await inbox.close();
  return code;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, identifier: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/schedules$/);
}

test('sign up with a mobile number, verify its SMS code, sign in with it, recover the password by it', async ({
  page,
  context,
}) => {
  // One code a minute per number is the server's rule, and the demo's clock cannot be moved: recovery waits.
  test.setTimeout(180_000);
  await page.goto('/account-creation/consumer');
  await page.getByLabel('Full name').fill('Meena Mobile');
  await page.getByPlaceholder('Email or Phone number').fill(digits);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account created successfully').first()).toBeVisible();
  const signUpCodeSentAt = Date.now();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the demo SMS inbox' })).toBeVisible();

  await typeCode(page, await codeFromDemoSms(context, 1));
  await expect(page.getByText('OTP verified successful')).toBeVisible();
  await expect(page).toHaveURL(/\/account-creation\/successful$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Signed in: the dashboard, then out; the number typed with +91 and spaces signs in again.
  await page.goto('/dashboard/schedules');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  await logOut(page);
  await logIn(page, spaced, password);
  await logOut(page);

  // Recovery by the number: the code goes by SMS, the new password signs in.
  await page.waitForTimeout(Math.max(0, signUpCodeSentAt + 61_000 - Date.now()));
  await page.goto('/forget-password');
  await page.getByPlaceholder('Email or Phone number').fill(spaced);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await typeCode(page, await codeFromDemoSms(context, 2));
  await expect(page).toHaveURL(/\/forget-password\/reset$/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await logIn(page, `0${digits}`, newPassword);
});
