// The wallet end to end in Chromium with the offline demo gateway: a new client tops up ₹500 with Scan & Pay from
// the wallet page, comes back to the balance, downloads the top-up's receipt (RCT, not an invoice), finds no
// invoice for it, and refunds the unused balance after a confirmation.
import { expect, test } from '@playwright/test';
import { newClient } from '../support/session';

test('top up, get the receipt, and refund the unused balance', async ({ browser, baseURL }) => {
  const { page } = await newClient(browser, baseURL!, 'wallet', { acceptDownloads: true });
  await page.goto('/dashboard/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('Balance')).toHaveText('₹0/-');
  await expect(page.getByRole('button', { name: 'Refund unused balance' })).toBeDisabled();

  await page.getByRole('navigation', { name: 'Top up' }).getByRole('link', { name: '₹500/-' }).click();
  await expect(page).toHaveURL(/\/payment\?walletTopUp=50000$/);
  await expect(page.getByTestId('payment-amount')).toHaveText('₹500/-');
  await expect(page.getByLabel('GSTIN (optional, for a business invoice)')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Scan & Pay' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/, { timeout: 20_000 });
  await expect(page.getByTestId('Balance')).toHaveText('₹500/-');

  const receipt = page.getByRole('button', { name: /^Download receipt RCT\// });
  const download = page.waitForEvent('download');
  await receipt.click();
  expect((await download).suggestedFilename()).toMatch(/^RCT-\d{2}-\d{2}-\d{6}\.pdf$/);
  // An advance is not invoiced.
  await page.goto('/dashboard/invoices?tab=invoices');
  await expect(page.getByText('No invoices yet. An invoice is issued for every payment.')).toBeVisible();

  await page.goto('/dashboard/wallet');
  await page.getByRole('button', { name: 'Refund unused balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund ₹500/-?' });
  await dialog.getByRole('button', { name: 'Yes, refund it' }).click();
  await expect(page.getByText('₹500/- is on its way back to the payments it came from.')).toBeVisible();
  await expect(page.getByTestId('Balance')).toHaveText('₹0/-');
  await expect(page.getByRole('row', { name: /Refund of unused balance/ })).toContainText('−₹500/-');
});
