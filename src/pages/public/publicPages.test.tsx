// Public pages rendered through the real route table with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { allConsultationTypes, consultationLanguages, lawyerLanguages } from '@contract';
import { confirmationText, nextStepFor } from './ConsultationPage';
import { areaForProblem, choiceFrom, choiceQuery } from './consultationChoice';

const cards = Array.from({ length: 10 }, (_, i) => ({
  _id: `story-${i + 1}`,
  slug: `story-${i + 1}`,
  title: `Story ${i + 1}`,
  author: `Client ${i + 1}`,
  profession: 'Teacher',
  rating: 5,
  comment: `Comment ${i + 1}`,
}));

describe('blog', () => {
  it("shows the spec's text for an unknown story", async () => {
    const { store } = createTestStore({
      route: () => jsonReply(404, { message: 'Blog not found', code: 'not_found' }),
    });
    renderRoute('/blog/no-such-story', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sorry, the blog you are looking for does not exist. Please check the URL or go back to the homepage.',
      ),
    ).toBeInTheDocument();
  });

  it('pages 8 stories at a time and wraps around with the arrows', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore({ route: () => jsonReply(200, cards) });
    renderRoute('/blogs', store);
    const names = async () =>
      (await screen.findAllByTestId('testimonial-card')).map(
        (c) => within(c).getByText(/^Client/).textContent,
      );
    expect(await names()).toEqual(cards.slice(0, 8).map((c) => c.author));
    expect(screen.getAllByTestId('testimonial-card')[0]).toHaveAttribute('href', '/blog/story-1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await names()).toEqual(['Client 9', 'Client 10']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect((await names())[0]).toBe('Client 1');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await names()).toEqual(['Client 9', 'Client 10']);
  });
});

describe('contact form', () => {
  it('names each missing field and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { store } = createTestStore({
      route: ({ method, body }) => {
        if (method === 'POST') sent.push(body);
        return jsonReply(201, {});
      },
    });
    renderRoute('/contact', store);
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the office hours of the spec', async () => {
    const { store } = createTestStore();
    renderRoute('/contact', store);
    expect(await screen.findByText('Monday to Friday 9:00 AM to 6:00 PM IST')).toBeInTheDocument();
    expect(screen.getByText('Saturday 10:00 AM to 2:00 PM IST')).toBeInTheDocument();
    const office = screen.getByRole('heading', { name: 'Visit our office' }).closest('section')!;
    expect(within(office).getByText(/Sector 62, Noida/)).toBeInTheDocument();
  });
});

describe('consultation landing', () => {
  const choice = { problemType: 'Property registration', time: 'Min 15 min.', language: 'Tamil' } as const;

  it('sends a signed-in user to Find experts filtered by area and language, a visitor to sign-up', () => {
    expect(nextStepFor(choice, true)).toBe('/dashboard/find-experts?language=Tamil&area=Property');
    expect(nextStepFor({ ...choice, problemType: 'Legal advice' }, true)).toBe(
      '/dashboard/find-experts?language=Tamil',
    );
    expect(nextStepFor(choice, false)).toBe(
      '/account-creation/consumer?problem=Property+registration&time=Min+15+min.&language=Tamil',
    );
    // Says what happened (the choice is noted, nothing sent) and what comes next, not 'Request received'.
    expect(confirmationText(choice, false)).toBe(
      'Your choice is noted (Property registration, Min 15 min., Tamil). Next: create your free account to see the lawyers who match it. Nothing is sent to a lawyer until you book.',
    );
    expect(confirmationText(choice, true)).toMatch(
      /Next: choose one of the matching lawyers below and book a time\./,
    );
  });

  it("filters by practice areas and languages the experts API's filters take", () => {
    for (const area of Object.values(areaForProblem).filter(Boolean))
      expect(allConsultationTypes).toContain(area);
    for (const language of consultationLanguages) expect(lawyerLanguages).toContain(language);
  });

  it('reads back the choice it carries, and nothing else', () => {
    const query = choiceQuery(choice);
    expect(choiceFrom(new URLSearchParams(query))).toEqual(choice);
    expect(choiceFrom(new URLSearchParams('problem=Astrology&time=Min+15+min.&language=Tamil'))).toBeNull();
    expect(choiceQuery(null)).toBe('');
  });
});

describe('property registration', () => {
  it('opens a topic with its information and a link to a lawyer', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore();
    renderRoute('/property-registration', store);
    await user.click(await screen.findByRole('button', { name: 'Time limit for registration' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Time limit for registration' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/within four months/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to a lawyer' })).toHaveAttribute(
      'href',
      '/dashboard/find-experts?area=Property',
    );
  });
});

describe('public header', () => {
  it("shows a signed-in visitor 'Dashboard' and their initials instead of Log in", async () => {
    const route: FakeRoute = ({ path }) =>
      path === '/api/validate-token' ? jsonReply(200, sampleUser) : jsonReply(200, []);
    const { store } = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
    renderRoute('/about', store);
    // The session check loads the contract on first use: allow it a few seconds on a busy machine.
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    // Named by the initials it shows, then whose account (WCAG 2.5.3: the visible text is part of the name).
    expect(await screen.findByRole('link', { name: 'AV Account of Asha Verma' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument());
  });
});
