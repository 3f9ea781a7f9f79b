// The admins' payments console in Chromium against the real API: a new client pays premium, the admin looks the
// payment up by the client's e-mail, refunds part of it as an exception with a reason, and the client finds the
// credit note under Invoices.
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage, newClient } from '../support/session';

test('an admin finds a payment and issues an exception refund; the client gets its credit note', async ({
  browser,
  baseURL,
}) => {
  const client = await newClient(browser, baseURL!, 'refundee');
  const headers = { Authorization: `Bearer ${client.token}` };
  const order = await client.context.request.post('/api/payment/order', {
    headers,
    data: { plan: 'monthly' },
  });
  const { orderId } = (await order.json()) as { orderId: string };
  const signed = await client.context.request.post('/api/payment/demo/checkout', {
    headers,
    data: { orderId, method: 'scanPay', outcome: 'success' },
  });
  const paid = await client.context.request.post('/api/payment', {
    headers,
    data: { orderId, ...((await signed.json()) as object), method: 'scanPay' },
  });
  expect(paid.status()).toBe(200);

  const admin = await loggedInPage(browser, baseURL!, demoAccounts.admin);
  await admin.goto('/dashboard/admin/payments');
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const search = admin.getByRole('searchbox', { name: 'Look a payment up' });
  await search.fill(client.login.email);
  await search.press('Enter');
  // The one payment of this client opens at once.
  const card = admin.getByRole('region', { name: /^Payment ₹/ });
  await expect(card).toContainText('Premium plan');
  await expect(card).toContainText(client.login.email);
  await card.getByRole('button', { name: 'Refund' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refund this payment' });
  await dialog.getByText('Exception', { exact: true }).click();
  await dialog.getByLabel(/Amount in rupees/).fill('50');
  await dialog.getByLabel(/Reason/).fill('Goodwill: checkout charged before the plan showed');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(admin.getByText('Refund issued.')).toBeVisible();
  await expect(card.getByText(/^CN\/\d\d-\d\d\/\d{6}$/)).toBeVisible();
  await expect(card).toContainText('Partly refunded');
  await expect(card).toContainText('Refundable₹49/-');
  const creditNote = (await card.getByText(/^CN\/\d\d-\d\d\/\d{6}$/).textContent())!;

  // Invoices lists each document by its PDF's name (CN-26-27-000001.pdf).
  await client.page.goto('/dashboard/invoices?tab=invoices');
  const note = client.page.getByRole('row').filter({ hasText: `${creditNote.replaceAll('/', '-')}.pdf` });
  await expect(note).toContainText('₹50/-');
  await expect(note).toContainText('Refunded');
});
