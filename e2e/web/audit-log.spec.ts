// The audit log end to end: the demo admin changes the document catalogue, finds the line in the console by its
// action, and downloads the same selection as CSV (the export itself then shows on the log).
import { expect, test } from '@playwright/test';
import { demoAccounts, loggedInPage, sessionFor } from '../support/session';

test('an admin finds an action on the audit log and exports it as CSV', async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await sessionFor(request, demoAccounts.admin);
  const headers = { Authorization: `Bearer ${admin.token}` };
  // A package added and retired at once (off sale before anyone sees it): two catalogue lines.
  const slug = `e2e-audit-${Date.now()}`;
  const created = await request.post('/api/admin/services', {
    headers,
    data: {
      slug,
      title: 'Audit Trail Drafting',
      category: 'drafting',
      pricePaise: 99900,
      turnaroundDays: 2,
      revisions: 1,
      questionnaire: [{ id: 'party', label: 'Party', type: 'party', required: true }],
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const retired = await request.patch(`/api/admin/services/${_id}`, { headers, data: { retired: true } });
  expect(retired.status()).toBe(200);

  const page = await loggedInPage(browser, baseURL!, demoAccounts.admin);
  await page.goto('/dashboard/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('catalogue.changed');
  const line = page.getByRole('row').filter({ hasText: slug });
  await expect(line).toContainText('Document catalogue changed');
  await expect(line).toContainText('LexSetu Admin');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).createReadStream();
  let csv = '';
  for await (const chunk of file) csv += String(chunk);
  expect(csv.split('\r\n')[0]).toBe(
    'at,action,actor_id,actor_name,actor_erased,subject_type,subject_id,subject_name,detail',
  );
  expect(csv).toContain(slug);
  expect(csv).not.toContain('security.');

  await page.getByRole('combobox', { name: 'Action' }).selectOption('audit.exported');
  await expect(page.getByRole('row').filter({ hasText: 'Audit log exported' }).first()).toContainText(
    'LexSetu Admin',
  );
});
