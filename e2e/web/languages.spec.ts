// LexSetu in Hindi and in Tamil, end to end: a visitor whose browser asks for the language (Accept-Language)
// gets the home page in it, signs up, finds a lawyer, books and pays, sees the bill and opens Settings. On every
// screen at least 90 % of the visible letters are in that script, apart from names, the brand and numbers.
// Buttons and fields are found by their translated names, read from the catalogues, so a missing translation
// fails here. Screenshots go to screenshots/languages/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import { workdayAhead } from '../support/dates';

const catalogues = fileURLToPath(new URL('../../src/i18n/catalogues', import.meta.url));
const languages = [
  { name: 'Hindi', locale: 'hi', browserLocale: 'hi-IN', script: 'Devanagari' },
  { name: 'Tamil', locale: 'ta', browserLocale: 'ta-IN', script: 'Tamil' },
] as const;

/** Every renderer text of a language: English source → translation. */
function catalogueOf(locale: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const area of readdirSync(catalogues).filter((name) => !name.includes('.')))
    Object.assign(merged, JSON.parse(readFileSync(join(catalogues, area, `${locale}.json`), 'utf8')));
  return merged;
}

/** Letters of the visible text in `script`, as a share of all letters once `ignore` (brand, sample words) and
 * people's own words are removed. */
async function scriptShare(where: Locator, script: string, ignore: string[]) {
  return where.evaluate(
    (element, [script, ignore]) => {
      let text = (element as HTMLElement).innerText;
      // People's own words (bios, reviews, names) are marked translate="no": not the product's to translate.
      // Longest first: a short one ('Delhi') may sit inside a longer one (a bio).
      const own = Array.from(element.querySelectorAll<HTMLElement>('[translate="no"]'), (e) => e.innerText);
      for (const words of own.filter(Boolean).sort((a, b) => b.length - a.length))
        text = text.split(words).join(' ');
      for (const word of ignore as string[]) text = text.split(word).join(' ');
      text = text.replace(/\S+@\S+/g, ' ');
      const letters = text.match(/\p{L}/gu) ?? [];
      const inScript = letters.filter((c) => new RegExp(`\\p{Script=${script}}`, 'u').test(c));
      const latin = [...new Set(text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [])];
      return { share: letters.length ? inScript.length / letters.length : 1, latin: latin.join(' ') };
    },
    [script, ignore] as const,
  );
}

for (const language of languages) {
  test(`in ${language.name}: sign up, find a lawyer, book, pay, see the bill, open Settings`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const words = catalogueOf(language.locale);
    const tr = (english: string, values: Record<string, string> = {}) => {
      const text = words[english];
      expect(text, `${language.name} translation of "${english}"`).toBeTruthy();
      return text!.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    };
    const name = language.name === 'Hindi' ? 'मीरा शर्मा' : 'மீரா சர்மா';
    // Names (people's, the languages' own in the switch), the brand, and a sample password.
    const ignore = [
      'LexSetu',
      'Adv. Rohan Mehta',
      'Rohan Mehta',
      'Adv.',
      'English',
      '(Hindi)',
      '(Tamil)',
      'Password123',
    ];
    const context = await browser.newContext({ baseURL, locale: language.browserLocale });
    const page = await context.newPage();
    // A step's words: the page, or the dialog open over it (whose page behind holds people's own words: bios,
    // reviews).
    const screen = async (step: string, where = page.locator('body')) => {
      await page.waitForLoadState('networkidle');
      const { share, latin } = await scriptShare(where, language.script, ignore);
      await page.screenshot({ path: `screenshots/languages/${language.locale}-${step}.png`, fullPage: true });
      expect(share, `${step}: English left on screen: ${latin}`).toBeGreaterThanOrEqual(0.9);
    };

    // A first visit in the browser's language: the prerendered home page and <html lang> are already in it.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    await screen('home');

    await page.goto('/account-creation');
    await page.getByRole('link', { name: tr('Sign up as a client') }).click();
    await expect(page).toHaveURL(/\/account-creation\/consumer$/);
    await screen('sign-up');
    await page.getByLabel(tr('Full name')).fill(name);
    await page
      .getByPlaceholder(tr('Email or Phone number'))
      .fill(`${language.locale}.${Date.now()}@example.in`);
    await page.getByLabel(tr('Password'), { exact: true }).fill('Nyaya#Setu2026');
    await page.getByRole('button', { name: tr('Sign up') }).click();
    await expect(page).toHaveURL(/\/account-creation\/successful$/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: tr('Continue') }).click();
    await expect(page).toHaveURL(/\/account-creation\/setup$/);
    await screen('setup');
    for (const type of ['Civil', 'Family', 'Property', 'Tax', 'Contract'])
      await page.getByRole('button', { name: tr(type), exact: true }).click();
    await page.getByRole('button', { name: tr('Continue') }).click();
    await expect(page).toHaveURL(/\/dashboard\/schedules$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('Schedules') })).toBeVisible();

    await page.goto('/dashboard/find-experts');
    await expect(page.getByRole('heading', { level: 1, name: tr('Find Experts') })).toBeVisible();
    await screen('find-experts');
    await page.getByRole('searchbox', { name: tr('Search experts') }).fill('Rohan');
    await page.getByRole('link', { name: /Adv\. Rohan Mehta/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('Lawyer profile') })).toBeVisible();
    await screen('lawyer-profile');
    const profile = page.url();
    const topic = language.name === 'Hindi' ? 'किराये का नोटिस' : 'வாடகை அறிவிப்பு';
    /** Opens the booking form on the profile and fills it for a workday `days` ahead. */
    const fillBooking = async (days: number) => {
      await page.getByRole('button', { name: tr('Book consultation') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(tr('Date')).fill(workdayAhead(days));
      const slot = dialog.getByLabel(tr('Time slot'));
      await expect(slot.locator('option')).not.toHaveCount(1);
      await slot.selectOption({ index: 1 });
      await dialog.getByLabel(tr('What is it about?')).fill(topic);
      return dialog;
    };
    // A client's first consultation is free: booked at once.
    const first = await fillBooking(21);
    await screen('booking', first);
    await first.getByRole('button', { name: tr('Book'), exact: true }).click();
    await expect(page.getByText(tr('Consultation booked. You will find it in Schedules.'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: tr('Schedules') })).toBeVisible();
    await screen('schedules');

    // The next one is paid for when booked.
    await page.goto(profile);
    const second = await fillBooking(22);
    await second.getByRole('button', { name: tr('Book and pay') }).click();
    await expect(page).toHaveURL(/\/payment\?booking=/);
    await screen('payment');
    await page.getByText(tr('Scan & Pay'), { exact: true }).click();
    await page.getByRole('button', { name: tr('Submit') }).click();
    await expect(page.getByText(tr('Consultation booked. You will find it in Schedules.'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: tr('Schedules') })).toBeVisible();

    await page.goto('/dashboard/bills-payments');
    await expect(page.getByRole('heading', { level: 1, name: tr('Bills & Payments') })).toBeVisible();
    await screen('bills');
    await page.goto('/dashboard/invoices');
    await expect(page.getByRole('heading', { level: 1, name: tr('Invoices') })).toBeVisible();
    await screen('invoices');

    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: tr('Settings') })).toBeVisible();
    await screen('settings');
    await context.close();
  });
}
