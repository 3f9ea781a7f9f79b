// Pay at booking and a refund end to end in Chromium against the real API and the offline demo gateway: the
// client books a priced slot, is taken straight to payment (the slot held meanwhile), pays with UPI and finds the
// consultation confirmed in Schedules; cancelling it more than 24 hours ahead says and gives a full refund, with
// a GST credit note under Invoices and the refund in Bills & Payments.
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage } from '../support/session';
import { workdayAhead } from '../support/dates';

test('a priced booking is paid at once; cancelled 25 h+ ahead it is fully refunded with a credit note', async ({
  browser,
  baseURL,
}) => {
  const topic = `Lease renewal ${Date.now()}`;
  const page = await loggedInPage(browser, baseURL!, demoAccounts.client, { acceptDownloads: true });
  await page.goto('/dashboard/lawyer-profile/01HZ0000000000000000000P01');
  await page.getByRole('button', { name: 'Book consultation' }).click();
  const dialog = page.getByRole('dialog', { name: /Book consultation with Adv\. Rohan Mehta/ });
  await dialog.getByLabel('Date').fill(workdayAhead(9)); // well over 25 hours away: a full refund
  const slot = dialog.getByLabel('Time slot');
  await expect(slot.locator('option')).not.toHaveCount(1);
  await slot.selectOption({ index: 1 });
  await dialog.getByLabel('What is it about?').fill(topic);
  await expect(dialog.getByLabel('Price')).toContainText('₹1,050/-');
  await expect(dialog.getByRole('region', { name: 'Cancellation policy' })).toContainText(
    'Cancel 24 hours or more before the start: full refund.',
  );
  await dialog.getByRole('button', { name: 'Book and pay' }).click();

  await expect(
    page.getByText('Slot held for 15 minutes. Pay now to confirm your consultation.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?booking=.+&then=schedules$/);
  await expect(page.getByTestId('payment-amount')).toHaveText('₹1,050/-');
  await page.getByText('Scan & Pay', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/dashboard\/schedules$/);
  await expect(page.getByText('Consultation booked. You will find it in Schedules.')).toBeVisible();
  const card = page.getByRole('article', { name: topic });
  await expect(card).toBeVisible();
  await expect(card.getByText('Awaiting payment')).toHaveCount(0);

  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('You get a full refund of ₹1,050/-.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel consultation' }).click();
  await expect(card).toHaveCount(0);

  await page.goto('/dashboard/invoices?tab=invoices');
  const note = page.getByRole('row').filter({ hasText: 'Credit note' }).first();
  await expect(note).toContainText(/CN-\d{2}-\d{2}-\d{6}\.pdf/);
  await expect(note).toContainText(/against INV\/\d{2}-\d{2}\/\d{6}/);
  await expect(note).toContainText('₹1,050/-');
  await expect(note).toContainText('Refunded');
  const fileName = (await note.textContent())!.match(/CN-\d{2}-\d{2}-\d{6}\.pdf/)![0];
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    note.getByRole('button', { name: `Download ${fileName}` }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/dashboard/bills-payments');
  await expect(page.getByRole('cell', { name: 'Cancelled · refunded ₹1,050/-' }).first()).toBeVisible();
});
