// Verified reviews end to end in Chromium against the real API and the demo seed: the demo client's first
// consultation with the demo lawyer is completed (seed/bookings.ts), so she reviews it from Schedules; the lawyer
// (second browser context) replies on his own profile; the profile then shows the new average and the reply.
import { expect, test } from '@playwright/test';
import { demoAccounts, signedInContext } from '../support/session';

const rohanId = '01HZ0000000000000000000P01';
const profilePath = `/dashboard/lawyer-profile/${rohanId}`;

test('a client reviews a completed consultation, the lawyer replies, the profile shows the new average', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // client and lawyer in turn: 23 s on a good CI day, the default is 60 s
  const client = await signedInContext(browser, baseURL!, demoAccounts.client);
  const page = client.page;

  // Before: the seeded reviews' average, from the API the profile reads.
  const before = (await (
    await client.context.request.get(`/api/experts/${rohanId}/reviews`, {
      headers: { Authorization: `Bearer ${client.token}` },
    })
  ).json()) as { items: { stars: number }[]; reviewCount: number; averageStars: number };
  expect(before.reviewCount).toBe(before.items.length); // one page: every seeded star is here
  const sum = before.items.reduce((s, r) => s + r.stars, 0);
  const expected = (Math.round(((sum + 4) * 10) / (before.reviewCount + 1)) / 10).toFixed(1);

  await page.goto(profilePath);
  await expect(page.getByTestId('average-stars')).toHaveText(before.averageStars.toFixed(1));
  await expect(page.getByText('Order of results is not influenced by ratings or payment.')).toBeVisible();

  await page.goto('/dashboard/schedules');
  await page.getByRole('tab', { name: /completed/ }).click();
  const card = page.getByRole('article', { name: 'Rent agreement review before signing' });
  await card.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review your consultation with Adv. Rohan Mehta' });
  await dialog.locator('.ant-rate li').nth(3).click();
  await expect(dialog.getByText('Very good')).toBeVisible();
  await dialog.getByText('Yes', { exact: true }).click();
  await dialog
    .getByLabel('Your review')
    .fill('Went through the rent agreement clause by clause. Very clear.');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review.')).toBeVisible();
  await expect(card.getByText('Reviewed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // The lawyer replies on his own profile.
  const lawyer = await signedInContext(browser, baseURL!, demoAccounts.lawyer);
  await lawyer.page.goto(profilePath);
  const mine = lawyer.page.getByRole('listitem', { name: 'Review by Asha V.' });
  await expect(mine).toContainText('Went through the rent agreement clause by clause.');
  await mine
    .getByLabel('Reply to Asha V.')
    .fill('Thank you, Asha. Send me the signed copy when you have it.');
  await mine.getByRole('button', { name: 'Reply' }).click();
  await expect(mine.getByLabel("Lawyer's reply")).toContainText('Thank you, Asha.');
  await expect(mine.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  // The client sees the new average and the reply.
  await page.goto(profilePath);
  await expect(page.getByTestId('average-stars')).toHaveText(expected);
  await expect(page.getByLabel('Rating')).toContainText(`${before.reviewCount + 1} reviews`);
  const hers = page.getByRole('listitem', { name: 'Review by Asha V.' });
  await expect(hers.getByLabel("Lawyer's reply")).toContainText('Send me the signed copy');

  await client.context.close();
  await lawyer.context.close();
});
