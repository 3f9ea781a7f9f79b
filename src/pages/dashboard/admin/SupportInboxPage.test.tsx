// The admins' support inbox: both kinds of message in one list by status, one opened with its replies, a reply
// sent (and the list following), a closed message taking no reply; non-admins are sent away.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const item = (_id: string, kind: 'ticket' | 'contact', subject: string, status = 'new') => ({
  _id,
  kind,
  sender: {
    name: kind === 'ticket' ? 'Meera Iyer' : 'Ravi Visitor',
    email: kind === 'ticket' ? 'meera@example.in' : 'ravi@example.in',
    userId: kind === 'ticket' ? 'u7' : null,
  },
  subject,
  preview: 'The payment page does not load for me.',
  status,
  replyCount: status === 'new' ? 0 : 1,
  createdAt: '2026-12-07T09:00:00.000Z',
});

function fakeApi(role: string, calls: { method: string; path: string; body: unknown }[]): FakeRoute {
  let answered = false;
  return ({ method, path, body }) => {
    if (path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role });
    if (path === '/api/notifications/unread-count') return jsonReply(200, { count: 0 });
    if (method === 'GET' && path.startsWith('/api/admin/support?')) {
      calls.push({ method, path, body });
      if (path.includes('status=closed')) return jsonReply(200, { items: [], nextCursor: null });
      const items = [item('C1', 'contact', 'Technical support'), item('T1', 'ticket', 'Wrong GSTIN')];
      return jsonReply(200, { items: answered ? items.slice(0, 1) : items, nextCursor: null });
    }
    if (method === 'GET' && path === '/api/admin/support/T1')
      return jsonReply(200, {
        ...item('T1', 'ticket', 'Wrong GSTIN'),
        preview: undefined,
        message: 'My invoice shows the wrong GSTIN, please correct it.',
        replies: [],
      });
    if (method === 'POST' && path === '/api/admin/support/T1/reply') {
      calls.push({ method, path, body });
      answered = true;
      const { preview: _, ...ticket } = item('T1', 'ticket', 'Wrong GSTIN', 'answered');
      return jsonReply(201, {
        ...ticket,
        message: 'My invoice shows the wrong GSTIN, please correct it.',
        replies: [
          {
            _id: 'R1',
            body: (body as { body: string }).body,
            createdAt: '2026-12-07T10:00:00.000Z',
            authorName: 'LexSetu Admin',
          },
        ],
      });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
}

const open = (role: string) => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route: fakeApi(role, calls) });
  return { ...renderRoute('/dashboard/admin/support', test.store), calls };
};

describe('SupportInboxPage', () => {
  it('sends anyone but an admin away', async () => {
    const { router } = open('consumer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/schedules'));
  });

  it('lists contact messages and tickets, opens one and sends a reply', async () => {
    const { calls } = open('admin');
    const list = await screen.findByRole('list', { name: 'Support messages' }, { timeout: 20_000 });
    const [contact, ticket] = within(list).getAllByRole('listitem');
    expect(contact).toHaveTextContent('Technical support');
    expect(contact).toHaveTextContent('Ravi Visitor · ravi@example.in · Contact form');
    expect(ticket).toHaveTextContent('Wrong GSTIN');
    expect(ticket).toHaveTextContent('Help Center ticket');
    expect(ticket).toHaveTextContent('Waiting for an answer');
    expect(ticket).toHaveTextContent('No replies yet');
    expect(calls[0]!.path).toContain('status=new');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('Support inbox');

    await userEvent.click(within(ticket!).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('My invoice shows the wrong GSTIN, please correct it.'),
    ).toBeVisible();
    const send = within(dialog).getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    await userEvent.type(
      await within(dialog).findByLabelText('Reply (sent to the sender by e-mail)'),
      'We have corrected it.',
    );
    await userEvent.click(send);
    expect(await within(dialog).findByRole('list', { name: 'Replies' })).toHaveTextContent(
      'We have corrected it.',
    );
    expect(dialog).toHaveTextContent('Answered');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/support/T1/reply', body: { body: 'We have corrected it.' } },
    ]);
    // The list of new messages follows: the answered ticket has left it.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says so when a status has no messages', async () => {
    open('admin');
    await screen.findByRole('list', { name: 'Support messages' }, { timeout: 20_000 });
    await userEvent.click(screen.getByText('Closed'));
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
  });
});
