// The profile's figures and Reviews section as a visitor and as the lawyer see them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { warmParts } from '@/test/warmParts';

warmParts(
  () => import('../LawyerProfilePage'),
  () => import('./ReplyBox'),
  () => import('antd/es/pagination'),
  () => import('antd/es/input/TextArea'),
);

const profile = (over: Record<string, unknown> = {}) => ({
  _id: 'L1',
  name: 'Adv. Rohan Mehta',
  email: null,
  profession: 'Civil Lawyer',
  image: null,
  ratePaise: 3500,
  followers: 7,
  clients: 11,
  positiveRatings: 83,
  averageStars: 4.3,
  reviewCount: 12,
  recommendPercent: 90,
  description: 'Advocate at the Delhi High Court.',
  enrolmentNumber: 'D/1234/2012',
  barCouncil: 'Bar Council of Delhi',
  enrolmentYear: 2012,
  yearsExperience: 14,
  practiceAreas: ['Civil'],
  languages: ['English'],
  city: 'New Delhi',
  state: 'Delhi',
  verified: true,
  followedByMe: false,
  premium: false,
  ...over,
});

const review = (i: number, over: Record<string, unknown> = {}) => ({
  _id: `R${i}`,
  stars: 5,
  text: `Review number ${i}`,
  recommend: true,
  author: 'Priya S.',
  createdAt: '2030-01-15T10:00:00.000Z',
  reply: null,
  ...over,
});

const figures = { averageStars: 4.3, reviewCount: 12, positiveRatings: 83, recommendPercent: 90 };
const page1 = {
  ...figures,
  items: [
    review(1, { stars: 4, recommend: false, author: 'Karan M.', text: 'Good, a little rushed.' }),
    review(2, { reply: { text: 'Thank you, Priya.', createdAt: '2030-01-16T10:00:00.000Z' } }),
    ...Array.from({ length: 8 }, (_, i) => review(i + 3)),
  ],
  total: 12,
  page: 1,
  pageSize: 10,
};
const page2 = { ...page1, items: [review(11), review(12, { author: 'Oldest A.' })], page: 2 };

function visit(lawyerId = 'L1', lists: Record<string, unknown> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const route: FakeRoute = (request) => {
    calls.push(request);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    const listed = lists[request.path];
    if (listed) return jsonReply(200, listed);
    if (request.path === `/api/experts/${lawyerId}`) return jsonReply(200, profile({ _id: lawyerId }));
    if (request.path === `/api/experts/${lawyerId}/reviews?page=1`) return jsonReply(200, page1);
    if (request.path === `/api/experts/${lawyerId}/reviews?page=2`) return jsonReply(200, page2);
    if (request.method === 'POST' && request.path === '/api/reviews/R1/report')
      return jsonReply(201, { message: 'Thank you. An admin will look at this review.' });
    if (request.method === 'POST' && request.path === '/api/reviews/R1/reply')
      return jsonReply(200, {
        ...page1.items[0],
        reply: { text: (request.body as { text: string }).text, createdAt: '2030-01-20T10:00:00.000Z' },
      });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...test, ...renderRoute(`/dashboard/lawyer-profile/${lawyerId}`, test.store), calls };
}

describe('lawyer profile: figures and reviews', () => {
  it('shows the figures from the API, the rule 36 line, and the reviews newest first with replies and dates', async () => {
    const { calls } = visit();
    const rating = await screen.findByLabelText('Rating');
    expect(within(rating).getByTestId('average-stars')).toHaveTextContent('4.3');
    expect(rating).toHaveTextContent('12 reviews');
    expect(rating).toHaveTextContent('90% recommend');
    expect(screen.getByTestId('followers')).toHaveTextContent('7');
    expect(screen.getByTestId('positive-ratings')).toHaveTextContent('83%');
    expect(screen.getByText('Clients')).toBeInTheDocument();
    expect(screen.getByText('Order of results is not influenced by ratings or payment.')).toBeInTheDocument();

    const first = await screen.findByRole('listitem', { name: 'Review by Karan M.' });
    expect(first).toHaveTextContent('Good, a little rushed.');
    expect(first).toHaveTextContent('01/15/2030');
    expect(first).toHaveTextContent('Does not recommend');
    const replied = screen.getAllByRole('listitem', { name: 'Review by Priya S.' })[0]!;
    expect(within(replied).getByLabelText("Lawyer's reply")).toHaveTextContent('Thank you, Priya.');
    // A visitor reports; only the lawyer replies.
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByTitle('2'));
    expect(await screen.findByRole('listitem', { name: 'Review by Oldest A.' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/experts/L1/reviews?page=2');
  });

  it('lets anyone signed in report a review with a reason', async () => {
    const { calls } = visit();
    const first = await screen.findByRole('listitem', { name: 'Review by Karan M.' });
    await userEvent.click(within(first).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeDisabled();
    await userEvent.type(await within(dialog).findByLabelText('Reason'), 'Not about a consultation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you. An admin will look at this review.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/reviews/R1/report')?.body).toEqual({
      reason: 'Not about a consultation',
    });
  });

  it('gives the lawyer a Reply box on unanswered reviews of their own profile, once', async () => {
    // The signed-in user (u1) is the lawyer of this profile.
    const { calls } = visit('u1');
    const first = await screen.findByRole('listitem', { name: 'Review by Karan M.' });
    const replied = screen.getAllByRole('listitem', { name: 'Review by Priya S.' })[0]!;
    expect(within(replied).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await userEvent.type(await within(first).findByLabelText('Reply to Karan M.'), 'Thank you, Karan.');
    await userEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(within(first).getByLabelText("Lawyer's reply")).toHaveTextContent('Thank you, Karan.'),
    );
    expect(within(first).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/reviews/R1/reply')?.body).toEqual({
      text: 'Thank you, Karan.',
    });
  });

  it('says "No reviews yet" when there are none', async () => {
    visit('L2', {
      '/api/experts/L2': profile({
        _id: 'L2',
        averageStars: null,
        reviewCount: 0,
        positiveRatings: null,
        recommendPercent: null,
      }),
      '/api/experts/L2/reviews?page=1': {
        averageStars: null,
        reviewCount: 0,
        positiveRatings: null,
        recommendPercent: null,
        items: [],
        total: 0,
        page: 1,
        pageSize: 10,
      },
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByTestId('positive-ratings')).toHaveTextContent('—');
  });
});
