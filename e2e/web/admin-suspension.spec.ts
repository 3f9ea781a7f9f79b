// An admin suspends a demo lawyer from the Users console with a reason, and a client no longer finds them in
// Find experts; reinstated at the end, since the specs of this project share one server's data.
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage } from '../support/session';

// A seeded lawyer no other spec books or searches for.
const lawyer = { name: 'Tanvi Malhotra', email: 'tanvi.malhotra.58@lawyers.lexsetu.in' };

test('an admin suspends a lawyer, who disappears from Find experts', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const asha = await loggedInPage(browser, baseURL!, demoAccounts.client);
  const findExperts = async () => {
    await asha.goto('/dashboard/find-experts');
    await asha.getByRole('searchbox', { name: 'Search experts' }).fill(lawyer.name);
  };
  await findExperts();
  await expect(asha.getByRole('link', { name: new RegExp(lawyer.name) })).toBeVisible();

  const admin = await loggedInPage(browser, baseURL!, demoAccounts.admin);
  await admin.goto('/dashboard/admin/users');
  await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(lawyer.email);
  await admin.keyboard.press('Enter');
  await admin.getByRole('link', { name: lawyer.name }).click();
  const details = admin.getByRole('region', { name: lawyer.name });
  await expect(details).toContainText('Active');

  await details.getByRole('button', { name: 'Suspend' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Suspend this account' });
  await dialog.getByLabel('Reason (mailed to them)').fill('Repeated no-shows and abusive messages');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(
    admin.getByText('Account suspended. They were signed out and mailed the reason.'),
  ).toBeVisible();
  await expect(details).toContainText('Repeated no-shows and abusive messages');

  await findExperts();
  await expect(asha.getByText('No experts found.')).toBeVisible();

  // Back as it was for the specs that follow.
  await details.getByRole('button', { name: 'Reinstate' }).click();
  const lift = admin.getByRole('dialog', { name: 'Reinstate this account' });
  await lift.getByLabel('Reason (mailed to them)').fill('End of the e2e check');
  await lift.getByRole('button', { name: 'Reinstate' }).click();
  await expect(details).toContainText('Active');
  await findExperts();
  await expect(asha.getByRole('link', { name: new RegExp(lawyer.name) })).toBeVisible();
});
