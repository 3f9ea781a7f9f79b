// Accounts in Chromium against the real API: sign-up → terms → setup → dashboard → log out → log in with the new
// account, login (demo account and a wrong password), and password recovery reading the code from the demo inbox.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const demo = { email: 'asha@demo.lexsetu.in', password: 'Demo@1234' };
const strongPassword = 'Fresh@Start2026';

let counter = 0;
const freshEmail = (label: string) => `e2e-${label}-${Date.now()}-${(counter += 1)}@example.in`;

/** Registers an account through the API, so a test owns it and others are unaffected. */
async function registerViaApi(request: APIRequestContext, email: string, password = 'Initial@Pass2026') {
  const response = await request.post('/api/register', {
    data: { email, password, role: 'consumer', consultationTypes: [''] },
  });
  expect(response.status()).toBe(201);
  return password;
}

/** The newest verification code mailed to `email`, read from the offline demo inbox. */
async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/demo/inbox?email=${encodeURIComponent(email)}`);
      if (response.status() !== 200) return '';
      const mails = (await response.json()) as { text: string; createdAt: string }[];
      const newest = [...mails].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      code = /code is (\d{6})/.exec(newest?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Forgot password → code screen for a fresh account; returns its email. */
async function askForCode(page: Page, request: APIRequestContext): Promise<string> {
  const email = freshEmail('recovery');
  await registerViaApi(request, email);
  await page.goto('/forget-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/forget-password\/otp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expect(page.getByText('You have received a 6-digit verification code')).toBeVisible();
  return email;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
}

async function pasteCode(page: Page, code: string) {
  await page.getByLabel('Digit 1').evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

async function reachResetPage(page: Page, request: APIRequestContext, enter = typeCode): Promise<string> {
  const email = await askForCode(page, request);
  await enter(page, await readCode(request, email));
  await expect(page.getByText('OTP verified successful')).toBeVisible();
  await expect(page).toHaveURL(/\/forget-password\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create new password' })).toBeVisible();
  return email;
}

async function resetAndLogIn(page: Page, email: string) {
  await page.getByLabel('New password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await expect(page).toHaveURL(/\/forget-password\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your new password is created.' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, strongPassword);
  await expect(page).toHaveURL(/\/dashboard\/schedules$/);
}

test('sign-up → terms → setup (5 types) → dashboard → log out → log in', async ({ page, request }) => {
  await page.goto('/account-creation');
  await page.getByRole('link', { name: 'Sign up as a client' }).click();
  await expect(page).toHaveURL(/\/account-creation\/consumer$/);
  const account = { email: freshEmail('signup'), password: 'Signup@Pass2026' };
  await page.getByLabel('Full name').fill('Meera Sign-up');
  await page.getByPlaceholder('Email or Phone number').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account created successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/account-creation\/successful$/);

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await continueButton.click({ force: true });
  await expect(page.getByText('You must accept the Terms & Conditions to continue.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await expect(page.getByText('You must accept the Terms & Conditions to continue.')).toHaveCount(0);
  await continueButton.click();
  await expect(page).toHaveURL(/\/account-creation\/setup$/);

  const setupContinue = page.getByRole('button', { name: 'Continue' });
  for (const type of ['Civil', 'Family', 'Property', 'Tax', 'Contract']) {
    await expect(setupContinue).toBeDisabled();
    await page.getByRole('button', { name: type, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Add more' }).click();
  await expect(page.getByText('Loading more options...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Maritime law' })).toBeVisible();
  await setupContinue.click();
  await expect(page.getByText('Selections submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/schedules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();

  // Sign-up logged in silently; the new credentials must also work through /login, and logging out must
  // end the session on the server, not only forget it in this browser.
  const signUpToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(signUpToken).toBeTruthy();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const refused = await request.get('/api/validate-token', {
    headers: { Authorization: `Bearer ${signUpToken}` },
  });
  expect(refused.status()).toBe(401);

  await logIn(page, account.email, account.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/schedules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  const loginToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(loginToken).toBeTruthy();
  expect(loginToken).not.toBe(signUpToken);
});

test('the demo account logs in to /dashboard/schedules and logs out', async ({ page }) => {
  await logIn(page, demo.email, demo.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/schedules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('userID'))).toBeTruthy();

  await page.goto('/dashboard/settings/session-management');
  await expect(page.getByText('(This device)')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test("a wrong password shows 'Invalid email or password.'", async ({ page }) => {
  await logIn(page, demo.email, 'Wrong@Pass1');
  await expect(page.locator('.form-error')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
});

test('recovery with a typed code, then login with the new password', async ({ page, request }) => {
  const email = await reachResetPage(page, request, typeCode);
  await resetAndLogIn(page, email);
});

test('recovery with a pasted code, then login with the new password', async ({ page, request }) => {
  const email = await reachResetPage(page, request, pasteCode);
  await resetAndLogIn(page, email);
});

test("the strength bar rates the new password, and different passwords show 'Passwords do not match.'", async ({
  page,
  request,
}) => {
  await reachResetPage(page, request);
  const password = page.getByLabel('New password', { exact: true });
  const strength = page.locator('.strength');
  await password.fill('short');
  await expect(strength).toHaveAttribute('data-strength', 'Weak');
  await expect(strength).toContainText('Weak');
  await password.fill('Abcdefg1');
  await expect(strength).toHaveAttribute('data-strength', 'Moderate');
  await expect(strength).toContainText('Moderate');
  await password.fill(strongPassword);
  await expect(strength).toHaveAttribute('data-strength', 'Strong');
  await expect(strength).toContainText('Strong');
  const bar = page.getByTestId('strength-bar');
  const track = page.locator('.strength-track');
  const [barBox, trackBox] = [await bar.boundingBox(), await track.boundingBox()];
  expect(Math.round(barBox!.width)).toBe(Math.round(trackBox!.width));

  await page.getByLabel('Confirm password', { exact: true }).fill(`${strongPassword}x`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.form-error')).toHaveText('Passwords do not match.');
  await expect(page).toHaveURL(/\/forget-password\/reset$/);

  await page.getByLabel('Confirm password', { exact: true }).fill('Abcdefg1');
  await password.fill('Abcdefg1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.form-error')).toHaveText('Please choose a stronger password.');
});
