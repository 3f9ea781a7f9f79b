// Booking end to end in Chromium against the real API: a client finds the demo lawyer, books a free slot from the
// profile, pays for it at once, sees it in Schedules; the lawyer, in a second browser context, sees it in theirs.
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage, showInPagedList } from '../support/session';
import { workdayAhead } from '../support/dates';

const client = demoAccounts.client;
const lawyer = demoAccounts.lawyer;

test('a client books a slot from a lawyer profile; both see it in Schedules', async ({
  browser,
  baseURL,
}) => {
  const topic = `Tenancy notice ${Date.now()}`;
  const asha = await loggedInPage(browser, baseURL!, client);
  await asha.goto('/dashboard/find-experts');
  await asha.getByRole('searchbox', { name: 'Search experts' }).fill('Rohan');
  await asha.getByRole('link', { name: /Adv\. Rohan Mehta/ }).click();
  await expect(asha.getByRole('heading', { level: 1, name: 'Lawyer profile' })).toBeVisible();

  await asha.getByRole('button', { name: 'Book consultation' }).click();
  const dialog = asha.getByRole('dialog', { name: /Book consultation with Adv\. Rohan Mehta/ });
  await dialog.getByLabel('Date').fill(workdayAhead(7));
  const slot = dialog.getByLabel('Time slot');
  await expect(slot.locator('option')).not.toHaveCount(1);
  const firstFree = await slot.locator('option').nth(1).textContent();
  await slot.selectOption({ index: 1 });
  await dialog.getByText('Phone call', { exact: true }).click();
  await dialog.getByLabel('What is it about?').fill(topic);
  // The demo client already had consultations: ₹35/min × 30 minutes.
  await expect(dialog.getByLabel('Price')).toContainText('₹1,050/-');
  await dialog.getByRole('button', { name: 'Book and pay' }).click();
  // Pay at booking: the slot is held while she pays, then the consultation is confirmed.
  await expect(asha).toHaveURL(/\/payment\?booking=/);
  await asha.getByText('Scan & Pay', { exact: true }).click();
  await asha.getByRole('button', { name: 'Submit' }).click();
  await expect(asha.getByText('Consultation booked. You will find it in Schedules.')).toBeVisible();

  await expect(asha.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  const mine = asha.getByRole('article', { name: topic });
  await showInPagedList(asha, mine);
  await expect(mine.getByText(`Start at ${firstFree}`, { exact: false })).toBeVisible();
  await expect(mine.getByText('Phone call')).toBeVisible();
  await expect(mine.getByText('Adv. Rohan Mehta')).toBeVisible();

  const rohan = await loggedInPage(browser, baseURL!, lawyer);
  await rohan.goto('/dashboard/schedules');
  const theirs = rohan.getByRole('article', { name: topic });
  await showInPagedList(rohan, theirs);
  await expect(theirs.getByText('Asha Verma')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Ask to reschedule' })).toBeVisible();
});
