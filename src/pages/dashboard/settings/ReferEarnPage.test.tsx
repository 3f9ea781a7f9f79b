// Refer & earn 'Refer now': the share sheet where there is one, otherwise an e-mail carrying the personal link.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const summary = { code: 'ASHA42', link: '/signup?ref=ASHA42', totalRewardPaise: 0, referrals: [] };
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
