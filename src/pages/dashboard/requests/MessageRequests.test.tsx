import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

/** A one-page reply of GET /api/requests. */
const page = <T,>(items: T[]) => ({ items, nextCursor: null, total: items.length });

const request = (id: string, title: string) => ({
  _id: id,
  title,
  description: 'Please advise.',
  budget: null,
  consultationType: 'Online',
  date: '2099-01-01',
  timing: '10:30 AM',
  mention: 'rohan@demo.lexsetu.in',
  documents: [],
  expert: '',
  image: '',
  client: 'Asha Verma',
  status: 'new',
  canAccept: true,
  canComplete: false,
  canChat: false,
  isOwner: false,
  updatedAt: '2026-03-05T10:00:00.000Z',
});

function visit(role: 'professional' | 'consumer', filterUnknownMessages = true) {
  const calls: string[] = [];
  const route: FakeRoute = (r) => {
    calls.push(`${r.method} ${r.path}`);
    if (r.path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role });
    if (r.path === '/api/settings') return jsonReply(200, { ...defaultSettings, filterUnknownMessages });
    if (r.path === '/api/requests?tab=on-going') return jsonReply(200, page([]));
    if (r.path === '/api/requests?tab=new')
      return jsonReply(200, page([request('r1', 'From a known client')]));
    if (r.path === '/api/requests?tab=new&from=unknown')
      return jsonReply(200, page([request('r2', 'From a stranger')]));
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...renderRoute('/dashboard/create-request', test.store), calls };
}

describe("Create Request: a lawyer's message requests", () => {
  it('lists requests from unknown clients apart when the lawyer switches to Message requests', async () => {
    const { calls } = visit('professional');
    await userEvent.click(await screen.findByRole('tab', { name: 'new' }));
    expect(await screen.findByRole('article', { name: 'From a known client' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('switch', { name: 'Message requests' }));
    const list = await screen.findByRole('region', { name: 'Message requests' });
    expect(await within(list).findByRole('article', { name: 'From a stranger' })).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'From a known client' })).toBeNull();
    expect(calls).toContain('GET /api/requests?tab=new&from=unknown');
  });

  it('offers no Message requests switch to clients', async () => {
    visit('consumer');
    await userEvent.click(await screen.findByRole('tab', { name: 'new' }));
    expect(await screen.findByRole('article', { name: 'From a known client' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Message requests' })).toBeNull();
  });

  it('hides the switch for a lawyer who turned the filter off', async () => {
    visit('professional', false);
    await userEvent.click(await screen.findByRole('tab', { name: 'new' }));
    expect(await screen.findByRole('article', { name: 'From a known client' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Message requests' })).toBeNull());
  });
});
