// The support inbox end to end: the demo client writes to support from the Help Center, the demo admin answers
// in the inbox (mailed to the client), and the client reads the reply under the ticket in the Help Center.
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage } from '../support/session';

test('an admin answers a support message and the user reads the reply in the Help Center', async ({
  browser,
  baseURL,
}) => {
  const subject = `Invoice GSTIN ${Date.now()}`;
  const reply = 'We have corrected the GSTIN on your invoice.';

  const client = await loggedInPage(browser, baseURL!, demoAccounts.client);
  await client.goto('/dashboard/help-center');
  await client.getByLabel('Subject').fill(subject);
  await client.getByLabel('Message').fill('My invoice shows the wrong GSTIN, please correct it.');
  await client.getByRole('button', { name: 'Send to support' }).click();
  const tickets = client.getByRole('list', { name: 'Support tickets' });
  await expect(tickets.getByRole('listitem').filter({ hasText: subject })).toContainText(
    'Waiting for an answer',
  );

  const admin = await loggedInPage(browser, baseURL!, demoAccounts.admin);
  await admin.goto('/dashboard/admin/support');
  const message = admin
    .getByRole('list', { name: 'Support messages' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await message.getByRole('button', { name: 'Open' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reply (sent to the sender by e-mail)').fill(reply);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByRole('list', { name: 'Replies' })).toContainText(reply);
  await expect(admin.getByText('Reply sent by e-mail.')).toBeVisible();

  await client.reload();
  const ticket = client
    .getByRole('list', { name: 'Support tickets' })
    .getByRole('listitem')
    .filter({ hasText: subject })
    .first();
  await expect(ticket).toContainText('Answered');
  await expect(ticket.getByRole('list', { name: 'Replies from support' })).toContainText(reply);
});
