// Lawyer onboarding end to end in Chromium against the real API: a new professional signs up, fills the profile
// step with a certificate PDF, the admin (second browser context) approves it at /dashboard/admin/verifications,
// and a client (third context) then finds the lawyer in Find experts.
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage } from '../support/session';

const admin = demoAccounts.admin;
const client = demoAccounts.client;

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a new lawyer signs up, is approved by the admin, and then appears in Find experts', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // lawyer, admin and client in turn: 33 s on a good CI day, the default is 60 s
  // The name given at sign-up (unique, and searchable) is the one clients find.
  const name = `e2elawyer${Date.now()}`;
  const lawyerContext = await browser.newContext({ baseURL });
  const lawyer = await lawyerContext.newPage();
  await lawyer.goto('/account-creation');
  await lawyer.getByRole('link', { name: 'Sign up as a lawyer' }).click();
  await expect(lawyer).toHaveURL(/\/account-creation\/professional$/);
  await lawyer.getByLabel('Full name').fill(name);
  await lawyer.getByPlaceholder('Email or Phone number').fill(`${name}@example.in`);
  await lawyer.getByLabel('Password', { exact: true }).fill('Lawyer@Pass2026');
  await lawyer.getByRole('button', { name: 'Sign up' }).click();
  await expect(lawyer).toHaveURL(/\/account-creation\/successful$/);
  await lawyer.getByRole('checkbox').check();
  await lawyer.getByRole('button', { name: 'Continue' }).click();
  await expect(lawyer).toHaveURL(/\/account-creation\/setup$/);
  for (const type of ['Civil', 'Family', 'Property', 'Tax', 'Contract'])
    await lawyer.getByRole('button', { name: type, exact: true }).click();
  await lawyer.getByRole('button', { name: 'Continue' }).click();
  await expect(lawyer).toHaveURL(/\/account-creation\/profile$/);
  await expect(lawyer.getByRole('heading', { level: 1, name: 'Complete your lawyer profile' })).toBeVisible();

  const areas = lawyer.getByLabel('Practice areas');
  await areas.click();
  await areas.fill('Property');
  // 'Intellectual property' matches too: pick the exact option.
  await lawyer.getByTitle('Property', { exact: true }).click();
  await lawyer.keyboard.press('Escape');
  // By role: the language switch's label names every language too.
  await lawyer.getByRole('checkbox', { name: 'English' }).check();
  await lawyer.getByRole('checkbox', { name: 'Tamil' }).check();
  await lawyer.getByLabel('City').fill('Chennai');
  await lawyer.getByLabel('State', { exact: true }).fill('Tamil Nadu');
  await lawyer.getByLabel('Office address').fill('12 Armenian Street, George Town');
  await lawyer.getByLabel('Years of experience').fill('9');
  await lawyer.getByLabel('Rate per minute (₹)').fill('45');
  await lawyer
    .getByLabel('Bio')
    .fill('Advocate in Chennai advising on property and tenancy matters for nine years.');
  await lawyer.getByLabel('Bar Council enrolment number').fill('TN/1234/2015');
  await lawyer.getByLabel('State Bar Council').fill('Bar Council of Tamil Nadu');
  await lawyer.getByLabel('Year of enrolment').fill('2015');
  const chooser = lawyer.waitForEvent('filechooser');
  await lawyer.getByRole('button', { name: 'Choose certificate' }).click();
  await (await chooser).setFiles({ name: 'enrolment.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(lawyer.getByText('enrolment.pdf')).toBeVisible();
  await lawyer.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(
    lawyer.getByText('Pending review: an admin is checking your enrolment details.'),
  ).toBeVisible();

  // Not listed while pending.
  const asha = await loggedInPage(browser, baseURL!, client);
  await asha.goto('/dashboard/find-experts');
  await asha.getByRole('searchbox', { name: 'Search experts' }).fill(name);
  await expect(asha.getByText('No experts found.')).toBeVisible();

  const reviewer = await loggedInPage(browser, baseURL!, admin);
  await reviewer.goto('/dashboard/admin/verifications');
  const card = reviewer.getByLabel(name, { exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('TN/1234/2015')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByText(`${name} is verified.`)).toBeVisible();

  await asha.reload();
  await asha.getByRole('searchbox', { name: 'Search experts' }).fill(name);
  const row = asha.getByRole('link', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Property Lawyer');
  await row.click();
  await expect(asha).toHaveURL(/\/dashboard\/lawyer-profile\//);
  await expect(asha.getByText(name).first()).toBeVisible();

  // On-site consultations happen at the office address from the profile step.
  await asha.getByRole('button', { name: 'Book consultation' }).click();
  const booking = asha.getByRole('dialog', { name: /Book consultation with/ });
  // A week ahead: the address shows once the day's slots are in.
  await booking.getByLabel('Date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await booking.getByText('On-site at the office address', { exact: true }).click();
  await expect(
    booking.getByText('Office address: 12 Armenian Street, George Town, Chennai, Tamil Nadu'),
  ).toBeVisible();
});
