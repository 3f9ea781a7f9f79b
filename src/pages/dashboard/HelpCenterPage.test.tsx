// Help center: the how-tos and the home page's FAQ in one search, 'Contact support' creating a ticket, and the
// user's tickets with their status and the support team's replies.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqEntries } from '@/pages/public/home/homeContent';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { helpArticles, searchHelp } from './helpArticles';

describe('help articles', () => {
  it('hold every FAQ entry of the home page, once, besides the how-tos', () => {
    for (const entry of faqEntries)
      expect(helpArticles.filter((a) => a.question === entry.question)).toEqual([
        expect.objectContaining({ kind: 'faq', answer: entry.answer }),
      ]);
    expect(helpArticles.some((a) => a.kind === 'how-to')).toBe(true);
    expect(new Set(helpArticles.map((a) => a.id)).size).toBe(helpArticles.length);
  });

  it('search matches questions and answers, ignoring case and spaces around; blank shows all', () => {
    expect(searchHelp('  ')).toHaveLength(helpArticles.length);
    expect(searchHelp('BAR COUNCIL').map((a) => a.question)).toEqual([
      'Are the lawyers on LexSetu verified?',
    ]);
    expect(searchHelp('recovery codes').map((a) => a.id)).toEqual(['2fa']);
    expect(searchHelp('nothing like this anywhere')).toEqual([]);
  });
});

const ticket = (_id: string, subject: string, extra: object = {}) => ({
  _id,
  kind: 'ticket',
  subject,
  message: 'Please look into this.',
  status: 'new',
  createdAt: '2026-05-01T09:00:00.000Z',
  replies: [],
  ...extra,
});

const answered = [
  ticket('t5', 'Wrong GSTIN', {
    status: 'answered',
    replies: [
      {
        _id: 'r1',
        body: 'We have corrected the GSTIN on your invoice.',
        createdAt: '2026-05-02T10:00:00.000Z',
      },
    ],
  }),
  ticket('c1', 'Technical support', { kind: 'contact', status: 'closed' }),
];

function openHelpCenter(fail = false, older: boolean | 'answered' = false) {
  const posted: unknown[] = [];
  const route: FakeRoute = ({ method, path, body }) => {
    if (path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (path === '/api/notifications/unread-count') return jsonReply(200, { count: 0 });
    if (path.startsWith('/api/support-tickets') && method === 'GET') {
      if (!older) return jsonReply(200, { items: [], nextCursor: null });
      if (older === 'answered') return jsonReply(200, { items: answered, nextCursor: null });
      // Two pages: the second asked for with the first page's cursor.
      return path.includes('cursor=C1')
        ? jsonReply(200, { items: [ticket('t3', 'Second page ticket')], nextCursor: null })
        : jsonReply(200, { items: [ticket('t2', 'First page ticket')], nextCursor: 'C1' });
    }
    if (path === '/api/support-tickets' && method === 'POST') {
      if (fail)
        return jsonReply(429, { message: 'Too many tickets. Try again later.', code: 'rate_limited' });
      posted.push(body);
      return jsonReply(201, {
        _id: 't1',
        kind: 'ticket',
        ...(body as object),
        status: 'new',
        createdAt: new Date().toISOString(),
        replies: [],
      });
    }
    return jsonReply(200, []);
  };
  renderRoute(
    '/dashboard/help-center',
    createTestStore({ session: { token: 'jwt', userId: 'u1' }, route }).store,
  );
  return { posted };
}

describe('help center page', () => {
  it('searches how-tos and FAQ together and says when nothing matches', async () => {
    openHelpCenter();
    const search = await screen.findByRole('searchbox', { name: 'Search help' }, { timeout: 20_000 });
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toHaveTextContent(
      faqEntries[1].question,
    );
    await userEvent.type(search, 'reschedule');
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getByText('What if I need to reschedule?')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How-tos' })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(screen.getByText(/No help articles match “zzzz”/)).toBeInTheDocument();
  });

  it("'Contact support' checks the form, sends the ticket and lists it", async () => {
    const { posted } = openHelpCenter();
    expect(await screen.findByText('No tickets yet.', {}, { timeout: 20_000 })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send to support' });
    await userEvent.type(screen.getByLabelText('Subject'), 'Invoice');
    await userEvent.type(screen.getByLabelText('Message'), 'short');
    await userEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a subject and a message of at least 10 characters.',
    );
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText('Message'), ' but now long enough');
    await userEvent.click(send);
    const list = await screen.findByRole('list', { name: 'Support tickets' });
    expect(list).toHaveTextContent('Invoice Waiting for an answer');
    expect(posted).toEqual([{ subject: 'Invoice', message: 'short but now long enough' }]);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('shows older tickets under the first page', async () => {
    openHelpCenter(false, true);
    const list = await screen.findByRole('list', { name: 'Support tickets' }, { timeout: 20_000 });
    expect(list).toHaveTextContent('First page ticket');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list).toHaveTextContent('Second page ticket'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows each ticket’s status and the replies from support under it, and contact messages too', async () => {
    openHelpCenter(false, 'answered');
    const list = await screen.findByRole('list', { name: 'Support tickets' }, { timeout: 20_000 });
    const [gstin, contact] = list.querySelectorAll(':scope > li');
    expect(gstin).toHaveTextContent('Wrong GSTIN Answered');
    const replies = within(gstin as HTMLElement).getByRole('list', { name: 'Replies from support' });
    expect(replies).toHaveTextContent('We have corrected the GSTIN on your invoice.');
    expect(replies).toHaveTextContent('LexSetu support');
    expect(contact).toHaveTextContent('Technical support Closed');
    expect(contact).toHaveTextContent('Contact form');
    expect(within(contact as HTMLElement).queryByRole('list', { name: 'Replies from support' })).toBeNull();
  });

  it("shows the server's reason when a ticket is refused", async () => {
    openHelpCenter(true);
    await screen.findByText('No tickets yet.', {}, { timeout: 20_000 });
    await userEvent.type(screen.getByLabelText('Subject'), 'Invoice');
    await userEvent.type(screen.getByLabelText('Message'), 'Please resend my invoice.');
    await userEvent.click(screen.getByRole('button', { name: 'Send to support' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many tickets. Try again later.'),
    );
  });
});
