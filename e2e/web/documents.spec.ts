// Legal documents as a service end to end in Chromium against the real API and the offline demo gateway: the
// client buys 'Agreement to Sale Drafting' from Quick Buy with the demo card, answers the questionnaire on the
// order page, a verified lawyer (a second browser) accepts it and reads the client's brief, the client books the
// included call, the lawyer starts from the generated first draft and delivers a version; the client asks for a revision, approves the second version, and finds the final
// document attached to the captured e-mail and in Documents.
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, loggedInPage } from '../support/session';
import { workdayAhead } from '../support/dates';

const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

async function deliver(page: Page, orderUrl: string, name: string, note: string) {
  await page.goto(orderUrl);
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Version file (PDF or DOCX)').click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByLabel('What changed').fill(note);
  await page.getByRole('button', { name: 'Deliver version' }).click();
  await expect(page.getByText('Version delivered. The client has been told.')).toBeVisible();
}

test('buy a drafting package, brief it, get a draft and a revision, approve, receive it by e-mail and in Documents', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // a whole order, both sides: 1.5 min was not enough on a machine at half speed
  const finalName = `Agreement to Sale - final ${Date.now()}.pdf`;
  const client = await loggedInPage(browser, baseURL!, demoAccounts.client);

  // Quick Buy on the home page leads to the package's page.
  await client.goto('/');
  await client.getByRole('link', { name: 'Buy now: Agreement to Sale Drafting' }).click();
  await expect(client).toHaveURL(/\/documents\/agreement-to-sale-drafting$/);
  await expect(client.getByRole('heading', { level: 1, name: 'Agreement to Sale Drafting' })).toBeVisible();
  await expect(client.getByText('₹3,499/- (GST included)')).toBeVisible();
  await client.getByRole('button', { name: 'Buy now: Agreement to Sale Drafting for ₹3,499/-' }).click();

  // The demo card pays it; the order page follows.
  await expect(client).toHaveURL(/\/payment\?serviceOrder=/);
  await expect(client.getByTestId('payment-amount')).toHaveText('₹3,499/-');
  await client.getByLabel('Card number').fill('4111 1111 1111 1111');
  await client.getByLabel('Expiry date').fill('12/39');
  await client.getByLabel('CVV').fill('123');
  await client.getByLabel('Billing address line 1').fill('4 Park Street');
  await client.getByLabel('Billing address line 2').fill('Kolkata');
  await client.getByRole('button', { name: 'Submit' }).click();
  await expect(client).toHaveURL(/\/dashboard\/service-orders\/[0-9A-Z]+$/);
  const orderUrl = new URL(client.url()).pathname;
  await expect(client.getByText('Awaiting a lawyer', { exact: true })).toBeVisible();
  await expect(client.getByText('Schedule a call or chat')).toBeVisible();

  // The questionnaire, with a file checked by content.
  await client.getByLabel('Seller (name and address)').fill('Ramesh Kumar, 12 MG Road, Pune');
  await client.getByLabel('Buyer (name and address)').fill('Asha Verma, 4 Park Street, Kolkata');
  await client
    .getByLabel('Property (address, survey or flat number, area)')
    .fill('Flat 301, Lotus Towers, Baner');
  await client.getByLabel('Sale price (₹)').fill('4500000');
  await client.getByLabel('Advance paid (₹)').fill('500000');
  await client.getByLabel('Sale deed to be registered by').fill('2030-06-30');
  const chooser = client.waitForEvent('filechooser');
  await client.getByLabel('Title deed or previous sale deed (optional)').click();
  await (
    await chooser
  ).setFiles({ name: 'title deed.pdf', mimeType: 'application/pdf', buffer: pdf('deed') });
  await client.getByRole('button', { name: 'Send details' }).click();
  await expect(client.getByText('Details sent. A verified lawyer will take your order.')).toBeVisible();

  // A verified lawyer, in a second browser, finds it in the queue and accepts it.
  const lawyer = await loggedInPage(browser, baseURL!, demoAccounts.lawyer);
  await lawyer.goto('/dashboard/service-orders');
  await expect(lawyer.getByText('Open orders awaiting a lawyer')).toBeVisible();
  await lawyer.getByRole('button', { name: 'Accept Agreement to Sale Drafting' }).click();
  await expect(lawyer.getByText('Order accepted.')).toBeVisible();
  await expect(lawyer).toHaveURL(new RegExp(`${orderUrl}$`));
  await lawyer.goto(orderUrl);
  await expect(lawyer.getByText('First draft (generated from the answers)')).toBeVisible();
  // The lawyer drafts from the brief: every answer and the client's file, read-only, in steps told to them.
  const brief = lawyer.getByRole('region', { name: "The client's brief" });
  await expect(brief.getByText('Ramesh Kumar, 12 MG Road, Pune')).toBeVisible();
  await expect(brief.getByText('₹45,00,000/-')).toBeVisible();
  await expect(brief.getByRole('textbox')).toHaveCount(0);
  await expect(lawyer.getByText('The client attaches their details after paying.')).toBeVisible();
  await expect(lawyer.getByText('Attach your personal details on the success page.')).toHaveCount(0);
  const deed = lawyer.waitForEvent('download');
  await brief.getByRole('button', { name: 'Download title deed.pdf' }).click();
  expect((await deed).suggestedFilename()).toBe('title deed.pdf');
  // The client books the included call in one of the lawyer's free slots, at no charge.
  await client.reload();
  await client.getByLabel('Date', { exact: true }).fill(workdayAhead(5));
  // The browser's own select: its first option is the placeholder, the free times follow once loaded.
  const time = client.getByLabel('Time', { exact: true });
  await expect(time.locator('option:not([disabled])').first()).toBeAttached();
  await time.selectOption({ index: 1 });
  await client.getByRole('button', { name: 'Book the call' }).click();
  await expect(client.getByText('Call booked. You will find it in Schedules.')).toBeVisible();
  await expect(client.getByText(/Included call booked for/)).toBeVisible();

  await deliver(lawyer, orderUrl, 'Agreement to Sale - v1.pdf', 'First version from the draft');

  // The client sees version 1 and asks for a revision.
  await client.reload();
  await expect(client.getByText('Version 1', { exact: true })).toBeVisible();
  await expect(client.getByRole('button', { name: 'Download Agreement to Sale - v1.pdf' })).toBeVisible();
  await client.getByLabel(/What should change/).fill('Please add the covered parking slot.');
  await client.getByRole('button', { name: 'Ask for a revision' }).click();
  await expect(client.getByText('Revision requested. The lawyer has been told.')).toBeVisible();
  await expect(client.getByText('Revision requested', { exact: true })).toBeVisible();

  await deliver(lawyer, orderUrl, finalName, 'Parking slot added');

  // Version 2 approved: delivered.
  await client.reload();
  await expect(client.getByText('Version 2', { exact: true })).toBeVisible();
  await client.getByRole('button', { name: 'Approve the latest version' }).click();
  await expect(
    client.getByText('Document approved. It is on its way to your e-mail and in your Documents.'),
  ).toBeVisible();
  await expect(client.getByText('Delivered', { exact: true })).toBeVisible();

  // The captured e-mail carries the final document under its own name.
  await expect
    .poll(async () => {
      const inbox = await client.request.get(
        `/api/demo/inbox?email=${encodeURIComponent(demoAccounts.client.email)}`,
      );
      const mails = (await inbox.json()) as { subject: string; attachments?: { name: string }[] }[];
      return mails
        .filter((m) => m.subject === 'Your document is ready: Agreement to Sale Drafting')
        .flatMap((m) => (m.attachments ?? []).map((a) => a.name));
    })
    .toContain(finalName);

  // And it is in the client's Documents.
  await client.goto('/dashboard/invoices');
  await expect(client.getByText(finalName)).toBeVisible();
});

test('an admin adds a package, reprices it and retires it; the public catalogue follows', async ({
  browser,
  baseURL,
}) => {
  const slug = `gift-deed-${Date.now()}`;
  const admin = await loggedInPage(browser, baseURL!, demoAccounts.admin);
  await admin.goto('/dashboard/admin/services');
  await expect(admin.getByRole('heading', { level: 1, name: 'Document catalogue' })).toBeVisible();
  await admin.getByLabel('Title').fill('Gift Deed Drafting');
  await admin.getByLabel('Slug (e.g. gift-deed)').fill(slug);
  await admin.getByLabel('Price (₹, GST included)').fill('1999');
  await admin.getByRole('button', { name: 'Add package' }).click();
  await expect(admin.getByText('Package added.')).toBeVisible();

  const row = admin.getByRole('row').filter({ hasText: 'Gift Deed Drafting' });
  await row.getByLabel('Price of Gift Deed Drafting in rupees').fill('2499');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Price saved.')).toBeVisible();
  await expect(row.getByText('₹2,499/-')).toBeVisible();

  const detail = await admin.request.get(`/api/services/${slug}`);
  expect(((await detail.json()) as { pricePaise: number }).pricePaise).toBe(249900);
  await row.getByRole('button', { name: 'Retire' }).click();
  await expect(row.getByRole('button', { name: 'Restore' })).toBeVisible();
  expect((await admin.request.get(`/api/services/${slug}`)).status()).toBe(404);
});
