// Consult now end to end (#58) in two browser contexts with fake camera/microphone: a new client tops up the
// wallet by ₹200 by card, the demo lawyer turns 'Available now' on, the client finds him under the Available now chip and
// presses Consult now, the lawyer's dashboard rings and he accepts, the room opens for both, a call connects and
// is metered by the started minute from the wallet (the client sees the balance drop live), either side ends it,
// and the client finds the tax invoice for the minute while the lawyer finds the earning in his ledger.
import { expect, test } from '@playwright/test';
import config from '../../playwright.config';
import { demoAccounts, newClient, signedInContext } from '../support/session';

const base = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...base,
    args: [...(base.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a client tops up, consults an available lawyer now, is metered a minute, and both see the money', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const topic = `Consult now ${Date.now()}`;
  const media = { permissions: ['camera', 'microphone'] };
  const client = await newClient(browser, baseURL!, 'meera', media);
  const lawyer = await signedInContext(browser, baseURL!, demoAccounts.lawyer, media);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  // Whatever happens below, the demo lawyer is left not available now for the other specs.
  try {
    // The client tops the wallet up by ₹200 (a fixed amount) from the wallet page, paying by card.
    await client.page.goto('/dashboard/wallet');
    await client.page
      .getByRole('navigation', { name: 'Top up' })
      .getByRole('link', { name: '₹200/-' })
      .click();
    await expect(client.page).toHaveURL(/\/payment\?walletTopUp=20000$/);
    await expect(client.page.getByTestId('payment-amount')).toHaveText('₹200/-');
    await client.page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await client.page.getByLabel('Expiry date').fill('12/39');
    await client.page.getByLabel('CVV').fill('123');
    await client.page.getByLabel('Billing address line 1').fill('12 MG Road');
    await client.page.getByLabel('Billing address line 2').fill('Bengaluru');
    await client.page.getByRole('button', { name: 'Submit' }).click();
    await expect(client.page).toHaveURL(/\/dashboard\/wallet$/, { timeout: 20_000 });
    await expect(client.page.getByText('₹200/-').first()).toBeVisible();

    // The lawyer turns 'Available now' on in his overview.
    await lawyer.page.goto('/dashboard/schedules');
    const available = lawyer.page.getByRole('switch', { name: 'Available now' });
    await expect(available).toBeVisible();
    if ((await available.getAttribute('aria-checked')) !== 'true') await available.click();
    await expect(available).toHaveAttribute('aria-checked', 'true');
    await expect(lawyer.page.getByText(/Without activity this turns off at/)).toBeVisible();

    // The client narrows Find experts to the lawyers available now and calls him (₹35 × 5 min = ₹175 ≤ ₹200).
    await client.page.goto('/dashboard/find-experts?availableNow=true');
    await expect(client.page.getByRole('button', { name: /Available now/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const card = client.page.getByRole('article', { name: 'Adv. Rohan Mehta' });
    await expect(card.getByText('Available now')).toBeVisible();
    await card.getByRole('button', { name: /Consult now/ }).click();
    const waiting = client.page.getByRole('dialog', { name: 'Consult Adv. Rohan Mehta now' });
    await waiting.getByRole('textbox').fill(topic);
    await waiting.getByRole('button', { name: 'Call Adv. Rohan Mehta now' }).click();
    await expect(waiting.getByText('Ringing Adv. Rohan Mehta…')).toBeVisible();

    // The lawyer's dashboard rings with the topic; he accepts and the room opens on both sides.
    const ringing = lawyer.page.getByRole('dialog', { name: /is calling/ });
    await expect(ringing).toBeVisible({ timeout: 20_000 });
    await expect(ringing).toContainText(topic);
    await ringing.getByRole('button', { name: /Accept/ }).click();
    await expect(lawyer.page).toHaveURL(/\/dashboard\/consultation\/[^/]+$/);
    await expect(client.page).toHaveURL(/\/dashboard\/consultation\/[^/]+$/, { timeout: 20_000 });
    const consultationId = lawyer.page.url().split('/').pop()!;
    expect(client.page.url()).toContain(consultationId);
    for (const { page } of [client, lawyer])
      await expect(page.getByRole('heading', { level: 1, name: 'Consultation' })).toBeVisible();
    const meter = client.page.getByRole('region', { name: 'Consult now meter' });
    await expect(meter).toContainText('Wallet balance: ₹200/-');

    // A call connects: the first started minute is charged from the wallet, live in the room.
    await client.page.getByRole('button', { name: 'Start audio call' }).click();
    await lawyer.page.getByRole('button', { name: 'Accept' }).click();
    await expect(client.page.getByText('In call with Adv. Rohan Mehta')).toBeVisible({ timeout: 20_000 });
    await expect(meter).toContainText('1 minute used', { timeout: 30_000 });
    await expect(meter).toContainText('Wallet balance: ₹165/-');
    await expect(lawyer.page.getByRole('region', { name: 'Consult now meter' })).toContainText(
      '1 minute used',
    );

    // The lawyer ends it; the started minute stays charged.
    await lawyer.page.getByRole('button', { name: 'End now' }).click();
    await lawyer.page.getByRole('button', { name: 'End now' }).last().click();
    await expect(meter).toContainText('Charged: ₹35/-', { timeout: 20_000 });
    await expect(meter).toContainText('Wallet balance: ₹165/-');
    const after = await client.context.request.get(`/api/instant-consultations/${consultationId}`, {
      headers: auth(client.token),
    });
    const ended = (await after.json()) as {
      state: string;
      minutes: number;
      chargedPaise: number;
      invoice: string;
    };
    expect(ended).toMatchObject({ state: 'ended', minutes: 1, chargedPaise: 3_500 });
    expect(ended.invoice).toMatch(/^INV\//);

    // The client's wallet shows the drop, and the tax invoice for the minute is in Invoices.
    await client.page.goto('/dashboard/wallet');
    await expect(client.page.getByText('₹165/-').first()).toBeVisible();
    await client.page.goto('/dashboard/invoices?tab=invoices');
    const invoice = client.page
      .getByRole('row')
      .filter({ hasText: `${ended.invoice.replaceAll('/', '-')}.pdf` });
    await expect(invoice).toContainText('₹35/-', { timeout: 20_000 });

    // The lawyer's ledger has the consultation's line (₹35 gross).
    await lawyer.page.goto('/dashboard/earnings');
    await expect(lawyer.page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
    await expect(lawyer.page.getByRole('table').first()).toBeVisible();
    await expect(lawyer.page.getByRole('row').filter({ hasText: topic }).first()).toContainText('₹35/-');

    // He turns it off again from his overview.
    await lawyer.page.goto('/dashboard/schedules');
    await lawyer.page.getByRole('switch', { name: 'Available now' }).click();
    await expect(lawyer.page.getByRole('switch', { name: 'Available now' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  } finally {
    await lawyer.context.request.put('/api/me/available-now', {
      headers: auth(lawyer.token),
      data: { on: false },
    });
    await client.context.close();
    await lawyer.context.close();
  }
});
