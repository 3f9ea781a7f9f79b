// Refer & earn 'Refer now': the share sheet where there is one, otherwise an e-mail carrying the personal link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const summary = {
  code: 'ASHA42',
  link: '/signup?ref=ASHA42',
  totalRewardPaise: 0,
  items: [],
  nextCursor: null,
};
const personalLink = `${window.location.origin}/signup?ref=ASHA42`;

const route: FakeRoute = ({ path }) => {
  if (path === '/api/validate-token') return jsonReply(200, sampleUser);
  if (path === '/api/referrals') return jsonReply(200, summary);
  if (path === '/api/notifications/unread-count') return jsonReply(200, { count: 0 });
  return jsonReply(200, []);
};

/** Where a click on a link would take the page (jsdom cannot navigate, so the test stops it and records it). */
let followed: string[];
const recordNavigation = (event: MouseEvent) => {
  const anchor = (event.target as Element).closest('a');
  if (anchor && !event.defaultPrevented) followed.push(anchor.href);
  event.preventDefault();
};
beforeEach(() => {
  followed = [];
  window.addEventListener('click', recordNavigation);
});
afterEach(() => {
  window.removeEventListener('click', recordNavigation);
  delete (navigator as { share?: unknown }).share;
});

const open = () =>
  renderRoute(
    '/dashboard/settings/refer-earn',
    createTestStore({ session: { token: 'jwt', userId: 'u1' }, route }).store,
  );

describe('Refer now', () => {
  it('opens an e-mail with the personal link when there is no share sheet, copying nothing', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    // The first render of the lazy settings route is slow on a busy machine.
    await screen.findByText(personalLink, {}, { timeout: 20_000 });
    await userEvent.click(screen.getByRole('link', { name: 'Refer now' }));
    expect(followed).toHaveLength(1);
    const mail = new URL(followed[0]);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Join me on LexSetu');
    expect(mail.searchParams.get('body')).toContain(personalLink);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('uses the share sheet where there is one, and then opens no e-mail', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    open();
    await screen.findByText(personalLink);
    await userEvent.click(screen.getByRole('link', { name: 'Refer now' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: personalLink })));
    expect(followed).toEqual([]);
  });
});

describe('Your referrals', () => {
  it('says where each reward stands: waiting, pending, credited or cancelled', async () => {
    const friend = (name: string, rewardStatus: string, rewardPaise: number | null = null) => ({
      _id: `r-${name}`,
      name,
      joinedAt: '2030-01-07T04:00:00.000Z',
      rewardPaise,
      rewardedAt: rewardPaise ? '2030-01-09T04:00:00.000Z' : null,
      rewardStatus,
    });
    const listed = {
      ...summary,
      totalRewardPaise: 5000,
      items: [friend('Asha', 'none'), friend('Ravi', 'pending'), friend('Meera', 'credited', 5000)],
      nextCursor: 'C1',
    };
    // The next page, asked for with the first page's cursor by Load more.
    const older = { ...listed, items: [friend('Kabir', 'cancelled')], nextCursor: null };
    renderRoute(
      '/dashboard/settings/refer-earn',
      createTestStore({
        session: { token: 'jwt', userId: 'u1' },
        route: (req) =>
          req.path === '/api/referrals?cursor=C1'
            ? jsonReply(200, older)
            : req.path === '/api/referrals'
              ? jsonReply(200, listed)
              : route(req),
      }).store,
    );
    const list = await screen.findByRole('list', { name: 'Referrals' }, { timeout: 20_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Asha, joined 01/07/2030 — waiting for a first payment',
      'Ravi, joined 01/07/2030 — reward pending: credited once their payment can no longer be refunded in full',
      'Meera, joined 01/07/2030 — reward ₹50/-',
      'Kabir, joined 01/07/2030 — reward cancelled: their payment was refunded in full',
    ]);
  });
});
