// The public site in Chromium against the real API: home behaviours (typing headline, Quick Buy ends, FAQ,
// reduced motion), the contact form, property topics, the partner page's real lawyers, blog paging and
// not-found, the consultation lead (a visitor goes to sign-up, a signed-in user to filtered Find experts), the
// small-screen menu, no sideways scrolling, and axe on every page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signedInContext } from '../support/session';

const publicPages = [
  '/',
  '/landing',
  '/about',
  '/contact',
  '/services',
  '/privacy-policy',
  '/terms-and-conditions',
  '/how-it-works',
  '/partner-with-us',
  '/property-registration',
  '/consultation',
  '/download',
  '/blog',
  '/blogs',
  '/blog/ananya-iyer-flat-registration',
  '/blog/no-such-story',
  '/documents',
  '/documents/agreement-to-sale-drafting',
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('home', () => {
  test('the headline types time, then where', async ({ page }) => {
    await page.goto('/');
    const word = page.getByTestId('typed-word');
    await expect(word).toHaveText('time');
    await expect(word).toHaveText('where', { timeout: 8000 });
  });

  test('holds the headline still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const word = page.getByTestId('typed-word');
    await expect(word).toHaveText('time');
    await page.waitForTimeout(2500); // long enough for the headline to have moved on if it were typing
    await expect(word).toHaveText('time');
    await expect(page.locator('.marquee-track')).toHaveCSS('animation-name', 'none');
  });

  test('Quick Buy moves one step and disables its arrows at the ends', async ({ page }) => {
    await page.goto('/');
    const prev = page.getByRole('button', { name: 'Previous items' });
    const next = page.getByRole('button', { name: 'Next items' });
    await expect(prev).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Online Lawyer Consultation' })).toBeVisible();
    await next.click();
    await expect(next).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Trademark' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Online Lawyer Consultation' })).toHaveCount(0);
    await prev.click();
    await expect(prev).toBeDisabled();
  });

  test('FAQ keeps one answer open', async ({ page }) => {
    await page.goto('/');
    const questions = page.locator('.faq-question');
    await expect(questions).toHaveCount(9);
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expect(page.locator('.faq-question[aria-expanded="true"]')).toHaveCount(1);
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(2).click();
    await expect(page.locator('.faq-question[aria-expanded="true"]')).toHaveCount(0);
  });

  test('shows four client stories from the API once the visitor scrolls towards them', async ({ page }) => {
    const stories = page.waitForRequest((request) => request.url().endsWith('/api/blogs'));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root > [inert]')).toHaveCount(0); // the app has replaced the prerendered page
    await expect(page.getByTestId('testimonial-card')).toHaveCount(0);
    await page.getByRole('heading', { name: 'What our clients say' }).scrollIntoViewIfNeeded();
    await stories;
    await expect(page.getByTestId('testimonial-card')).toHaveCount(4);
  });

  test('a visitor who scrolls the prerendered page before the app starts stays there and gets the stories', async ({
    page,
  }) => {
    // A slow phone: the app's code arrives 1.5 s after the prerendered page is shown and scrolled.
    await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const stories = page.waitForRequest((request) => request.url().endsWith('/api/blogs'));
    await page.goto('/');
    await page
      .locator('#root > [inert]')
      .getByRole('heading', { name: 'What our clients say' })
      .scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await expect(page.locator('#root > [inert]')).toHaveCount(0); // the app has replaced the prerendered page
    await stories;
    await expect(page.getByTestId('testimonial-card')).toHaveCount(4);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo / 2);
  });
});

test('the contact form validates, sends and confirms', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Name').fill('Ravi Kumar');
  await page.getByLabel('Email').fill('ravi@example.in');
  await page.getByLabel('Topic').click();
  await page.getByTitle('Technical support').click();
  await page.getByLabel('Message', { exact: true }).fill('The app does not show my invoices after login.');
  const reply = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await reply).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
});

test('a property registration topic opens its content', async ({ page }) => {
  await page.goto('/property-registration');
  await page.getByRole('button', { name: 'Required stamp duty' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Required stamp duty' })).toBeVisible();
  await expect(page.getByText(/Stamp duty is a state tax/)).toBeVisible();
  await page.getByRole('link', { name: 'Talk to a lawyer' }).click();
  await expect(page).toHaveURL(/\/login$/); // Find experts needs a login
});

test('the partner page shows real verified lawyers, four at a time', async ({ page, request }) => {
  const experts = (await (await request.get('/api/featured-experts')).json()) as { name: string }[];
  expect(experts.length).toBeGreaterThan(4);
  await page.goto('/partner-with-us');
  await expect(page.getByRole('heading', { name: 'Become one of them' })).toBeVisible();
  const cards = page.getByTestId('expert-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('heading')).toHaveText(experts[0].name);
  await page.getByRole('link', { name: 'Become a valuable partner' }).click();
  await expect(page).toHaveURL(/\/account-creation\/professional$/);
});

test('the expert carousel shows one lawyer below 768 px and wraps', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no automatic turning during the test
  await page.goto('/partner-with-us');
  const cards = page.getByTestId('expert-card');
  await expect(cards).toHaveCount(1);
  const first = await cards.first().getByRole('heading').textContent();
  const carousel = page.getByRole('region', { name: 'Verified lawyers on LexSetu' });
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect(carousel.getByRole('button', { name: /^Page \d+ of \d+$/ }).last()).toHaveAttribute(
    'aria-current',
    'true',
  );
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(cards.first().getByRole('heading')).toHaveText(first!);
});

test('stories page 8 at a time, wrap around, and open their post', async ({ page }) => {
  await page.goto('/blogs');
  const cards = page.getByTestId('testimonial-card');
  await expect(cards).toHaveCount(8);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(cards).toHaveCount(8);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(cards).toHaveCount(2);
  await cards.first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('an unknown story shows Blog not found', async ({ page }) => {
  await page.goto('/blog/no-such-story');
  await expect(heading(page)).toHaveText('Blog not found');
  await expect(
    page.getByText(
      'Sorry, the blog you are looking for does not exist. Please check the URL or go back to the homepage.',
    ),
  ).toBeVisible();
});

test('the consultation form creates a lead and sends a visitor to sign-up with the choice', async ({
  page,
}) => {
  await page.goto('/consultation');
  const pick = async (label: string, option: string) => {
    await page.getByLabel(label).click();
    await page.getByTitle(option, { exact: true }).click();
  };
  await pick('Problem type', 'Contract review');
  await pick('Consultation time', 'Min 1 hr.');
  await pick('Preferred language', 'Hindi');
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
  await page.getByRole('button', { name: 'Find my lawyer' }).click();
  const response = await reply;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({
    problemType: 'Contract review',
    time: 'Min 1 hr.',
    language: 'Hindi',
  });
  await expect(page).toHaveURL(
    /\/account-creation\/consumer\?problem=Contract\+review&time=Min\+1\+hr\.&language=Hindi$/,
  );
  // The confirmation (a toast, also shown on the form before it moves on) names the chosen values and the next step.
  await expect(
    page
      .getByText(
        /^Your choice is noted \(Contract review, Min 1 hr\., Hindi\)\. Next: create your free account/,
      )
      .first(),
  ).toBeVisible();
});

test('a signed-in user submitting the consultation form lands on Find experts showing the matching lawyers', async ({
  browser,
  baseURL,
}) => {
  const { page, token } = await signedInContext(browser, baseURL!, demoAccounts.client);
  await page.goto('/consultation');
  const pick = async (label: string, option: string) => {
    await page.getByLabel(label).click();
    await page.getByTitle(option, { exact: true }).click();
  };
  await pick('Problem type', 'Property registration');
  await pick('Consultation time', 'Min 30 min.');
  await pick('Preferred language', 'Hindi');
  await page.getByRole('button', { name: 'Find my lawyer' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Find experts by expertise, skills or names' }),
  ).toBeVisible();
  const filters = () => Object.fromEntries(new URL(page.url()).searchParams);
  await expect.poll(filters).toEqual({ area: 'Property', language: 'Hindi' });
  // The same search straight from the API: the page lists exactly those lawyers, in that order.
  const reply = await page.request.get('/api/experts?area=Property&language=Hindi&pageSize=20', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await reply.json()) as { items: { name: string; type: string }[] };
  expect(items.length).toBeGreaterThan(0);
  // One card (an article named by the lawyer) per result.
  const shown = page.getByRole('list', { name: 'Experts' }).getByRole('article');
  await expect(shown).toHaveCount(items.length);
  await expect(shown.first()).toContainText(items[0].name);
  await expect(shown.last()).toContainText(items[items.length - 1].name);
  await expect(page.locator('.expert-filters')).toContainText('Property');
  await expect(page.locator('.expert-filters')).toContainText('Hindi');

  // Property registration's 'Talk to a lawyer' opens the same page filtered by the practice area.
  await page.goto('/property-registration');
  await page.getByRole('button', { name: 'Time limit for registration' }).click();
  await page.getByRole('link', { name: 'Talk to a lawyer' }).click();
  await expect.poll(filters).toEqual({ area: 'Property' });
  await expect(page.getByRole('list', { name: 'Experts' }).getByRole('link').first()).toBeVisible();
  await page.context().close();
});

test('the small-screen menu opens and links Blogs to /blogs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(menu).toBeHidden();
});

for (const width of [375, 768, 1280]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of publicPages) {
      await page.goto(path);
      await expect(heading(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

// One test per page, so a slow page cannot starve the others of time. Sign-in and recovery pages are public too.
const accountPages = ['/login', '/account-creation', '/account-creation/consumer', '/forget-password'];
for (const path of [...publicPages, ...accountPages]) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad, path).toEqual([]);
  });
}
