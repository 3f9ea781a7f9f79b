// Requests end to end in Chromium against the real API: a client creates a request with two documents
// mentioning a lawyer, the lawyer accepts it from the new tab, the client sees it on-going and deletes it.
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage } from '../support/session';

const client = demoAccounts.client;
const lawyer = demoAccounts.lawyer;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const tomorrow = () => {
  const d = new Date(Date.now() + 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('a client creates a request, the mentioned lawyer accepts it, the client deletes it', async ({
  browser,
  baseURL,
}) => {
  const title = `Boundary wall dispute ${Date.now()}`;
  const asha = await loggedInPage(browser, baseURL!, client);
  await asha.goto('/dashboard/create-request?mention=rohan%40demo.lexsetu.in');
  await expect(asha.getByRole('heading', { level: 1, name: 'Create Request' })).toBeVisible();
  await expect(asha.getByRole('heading', { level: 2, name: 'on-going' })).toBeVisible();

  // ?mention= (a lawyer profile's Message button) opens the form by itself. Typed once the screen has settled:
  // in 1 of 3 clean CI runs this stop, a title typed while the page's loads were still landing was lost (not
  // yet explained; see the stop 43 note), and the check before sending says so if it happens again.
  await asha.waitForLoadState('networkidle');
  await asha.getByLabel('Title').fill(title);
  await asha.getByLabel('Description').fill('My neighbour built a wall on my land.');
  // The documents come through the platform's picker (here the browser's file chooser).
  const chooser = asha.waitForEvent('filechooser');
  await asha.getByRole('button', { name: 'Upload Documents' }).click();
  expect((await chooser).isMultiple()).toBe(true);
  await (
    await chooser
  ).setFiles([
    { name: 'site-photo.png', mimeType: 'image/png', buffer: png },
    { name: 'sale-deed.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(asha.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem')).toHaveCount(2);
  await asha.getByText('Online', { exact: true }).click();
  await asha.getByLabel('Budget (₹)').fill('1500');
  await asha.getByLabel('Date').fill(tomorrow());
  await asha.getByLabel('Timing').selectOption('11:30 AM');
  await expect(asha.getByLabel('Email')).toHaveValue(lawyer.email);
  // Every field is checked before sending, so a lost value is named if the flake above comes back.
  await expect(asha.getByLabel('Title')).toHaveValue(title);
  await expect(asha.getByLabel('Description')).toHaveValue('My neighbour built a wall on my land.');
  await expect(asha.getByLabel('Online')).toBeChecked();
  await expect(asha.getByLabel('Budget (₹)')).toHaveValue('1500');
  await expect(asha.getByLabel('Date')).toHaveValue(tomorrow());
  await expect(asha.getByLabel('Timing')).toHaveValue('11:30 AM');
  await asha.getByRole('button', { name: 'Create Request' }).click();
  await expect(asha.getByText('Request created successfully!')).toBeVisible();
  await expect(asha.getByLabel('Title')).toBeHidden();

  await asha.getByRole('tab', { name: /^new/ }).click();
  const newCard = asha.getByRole('article', { name: title });
  await expect(newCard).toBeVisible();
  await expect(newCard.getByText('site-photo.png')).toBeVisible();
  await expect(newCard.getByText('sale-deed.pdf')).toBeVisible();
  await expect(newCard.getByText('expert not found')).toBeVisible();

  // The lawyer, in a second browser context, finds it in the new tab and accepts it.
  const rohan = await loggedInPage(browser, baseURL!, lawyer);
  await rohan.goto('/dashboard/create-request');
  await rohan.getByRole('tab', { name: /^new/ }).click();
  const forLawyer = rohan.getByRole('article', { name: title });
  await forLawyer.getByRole('button', { name: 'Accept' }).click();
  await expect(rohan.getByText('Request accepted')).toBeVisible();
  await expect(forLawyer).toBeHidden();

  // Back to the client: on-going lists it in the shared list with the lawyer's name.
  await asha.getByRole('tab', { name: /^on-going/ }).click();
  const ongoing = asha.getByRole('row', { name: title });
  await expect(ongoing.getByText('Adv. Rohan Mehta')).toBeVisible();
  await expect(ongoing.getByText('11:30 AM')).toBeVisible();
  // Accepted: under way, not 'Pending' in red.
  await expect(ongoing.getByText('In progress')).toBeVisible();
  await expect(ongoing.getByText('Pending')).toHaveCount(0);

  await asha.getByRole('button', { name: `More actions for ${title}` }).click();
  await asha.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(
    asha.getByText('This action cannot be undone. This will permanently delete the request.'),
  ).toBeVisible();
  await asha.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(asha.getByText('Request deleted successfully')).toBeVisible();
  await expect(asha.getByRole('row', { name: title })).toHaveCount(0);
});
