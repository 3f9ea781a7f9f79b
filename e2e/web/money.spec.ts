// Money end to end in Chromium with the offline demo gateway: upgrade monthly with the success test card →
// premium → invoice listed and its PDF downloads → cancel at /cancle-premium → Basic free plan; the declined test
// card shows an error; a booked consultation is paid with UPI from Bills; a document with a PIN is uploaded,
// downloaded with the PIN, deleted and restored.
import { expect, test, type Page } from '@playwright/test';
import { bookingToday } from '../../server/contract/bookingClock';
import { bookFirstFreeSlot, demoAccounts, loggedInPage, newClient, sessionFor } from '../support/session';

const client = demoAccounts.client;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Billing address line 1').fill('12 MG Road');
  await page.getByLabel('Billing address line 2').fill('Bengaluru');
}

test('the declined test card shows an error and leaves the plan unchanged', async ({ browser, baseURL }) => {
  const page = await loggedInPage(browser, baseURL!, client, { acceptDownloads: true });
  await page.goto('/payment?plan=yearly');
  await expect(page.getByText('Yearly plan, Saving 15.91%')).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText('₹999/-');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await page.goto('/cancle-premium');
  await expect(page.getByTestId('current-plan')).toContainText('Basic free plan');
});

test('upgrade monthly with a card, get the invoice PDF, then cancel back to the free plan', async ({
  browser,
  baseURL,
}) => {
  const page = await loggedInPage(browser, baseURL!, client, { acceptDownloads: true });
  await page.goto('/pricing');
  await expect(page.getByText("People's choice")).toBeVisible();
  await expect(page.getByText('Save 15.91% every month')).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade Premium at ₹99/-' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=monthly$/);
  await expect(page.getByText('Monthly plan, Cancel anytime')).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText('₹99/-');

  // Whatever the page sends to /api/payment must not hold the card.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/payment')) sent.push(request.postData() ?? '');
  });
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/You are now Premium until/)).toBeVisible();
  expect(sent.join('\n')).not.toContain('4111 1111');
  expect(sent.join('\n')).not.toMatch(/cvv|12\/39/i);

  await page.goto('/cancle-premium');
  await expect(page.getByTestId('current-plan')).toContainText('Premium monthly');

  await page.goto('/dashboard/invoices?tab=invoices');
  const row = page.getByRole('row').filter({ hasText: 'LexSetu Legal Services Pvt. Ltd.' }).first();
  await expect(row).toContainText('₹99/-');
  await expect(row).toContainText('Paid');
  const fileName = (await row.getByRole('cell').first().textContent())!.trim();
  expect(fileName).toMatch(/^INV-\d{2}-\d{2}-\d{6}\.pdf$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/cancel-premium');
  await expect(page).toHaveURL(/\/cancle-premium$/);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/subscription/cancel'));
  await page.getByRole('button', { name: 'Yes, cancel now' }).click();
  const reply = await cancelled;
  expect(reply.status(), await reply.text()).toBe(200);
  await expect(page.getByTestId('current-plan')).toContainText('Basic free plan');
  await page.getByRole('button', { name: 'Compare your current plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('pay for a booked consultation with UPI from Bills & Payments, on a phone', async ({
  browser,
  baseURL,
}) => {
  // A client of the test's own books the demo lawyer: the first consultation is free, the second waits for its
  // payment (pay at booking: the slot is held while the client pays).
  const { page, context, token } = await newClient(browser, baseURL!, 'upi', {
    viewport: { width: 375, height: 740 },
  });
  const lawyerId = (await sessionFor(context.request, demoAccounts.lawyer)).userId;
  expect((await bookFirstFreeSlot(context.request, token, lawyerId, 'Intro call')).pricePaise).toBe(0);
  expect((await bookFirstFreeSlot(context.request, token, lawyerId, 'Lease review')).status).toBe(
    'awaiting_payment',
  );
  await page.goto('/dashboard/bills-payments');
  const pending = page.getByTestId('Pending payments');
  await expect(pending).toHaveText('1');
  // On a phone each engagement is a card, not a table row that scrolls sideways: its details are labelled
  // and its Pay sits at its foot, within the screen's width.
  await expect(page.getByRole('table')).toHaveCount(0);
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  const card = page.getByRole('listitem').filter({ has: pay });
  await expect(card.getByRole('term')).toHaveText(['Date', 'Duration', 'Type', 'Mentioned', 'Budget']);
  await pay.scrollIntoViewIfNeeded();
  const box = (await pay.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await pay.click();
  await expect(page).toHaveURL(/\/payment\?booking=/);
  await expect(page.getByText('Consultation payment')).toBeVisible();
  await page.getByText('Scan & Pay', { exact: true }).click();
  await expect(page.getByRole('img', { name: /^UPI QR code to pay ₹[\d,]+\/-$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bills-payments$/);
  await expect(page.getByTestId('Pending payments')).toHaveText('0');
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByText('Paid', { exact: true }) })
      .first(),
  ).toBeVisible();
});

test('upload a document with a PIN, download it with the PIN, delete and restore it', async ({
  browser,
  baseURL,
}) => {
  const page = await loggedInPage(browser, baseURL!, client, { acceptDownloads: true });
  const name = `id-proof-${Date.now()}.png`;
  await page.goto('/dashboard/invoices');
  await page.getByRole('tab', { name: 'Upload' }).click();
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a file to upload' })).toBeVisible();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose file' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer: png });
  await page.getByLabel('Description (optional)').fill('Aadhaar copy');
  await page.getByLabel('Secured PIN (optional, 4 to 6 digits)').fill('2468');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('File uploaded successfully!')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('PNG image');
  await expect(row).toContainText('Yes');
  await row.getByRole('button', { name: `Download ${name}` }).click();
  await page.getByLabel('Secured PIN', { exact: true }).fill('1111');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('Wrong PIN.')).toBeVisible();
  await page.getByLabel('Secured PIN', { exact: true }).fill('2468');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Deleted' }).click();
  const deleted = page.getByRole('row').filter({ hasText: name });
  // The dashboard's one date format (src/i18n/dates.ts): MM/DD/YYYY, India's date whatever this machine's zone.
  const [year, month, day] = bookingToday(new Date()).split('-');
  await expect(deleted).toContainText(`${month}/${day}/${year}`);
  await deleted.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('tab', { name: 'All documents' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});
