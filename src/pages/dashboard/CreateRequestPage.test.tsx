import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const ongoing = {
  _id: 'r1',
  title: 'Boundary wall dispute',
  description: 'Neighbour built on my land.',
  budget: 1500,
  consultationType: 'Online',
  date: '2099-01-01',
  timing: '10:30 AM',
  mention: 'rohan@demo.lexsetu.in',
  documents: [{ _id: 'd1', name: 'deed.pdf' }],
  expert: 'Adv. Rohan Mehta',
  image: '',
  status: 'on-going',
  canAccept: false,
  canComplete: true,
  isOwner: true,
  updatedAt: '2026-03-05T10:00:00.000Z',
};

function visit(path = '/dashboard/create-request') {
  const calls: string[] = [];
  const route: FakeRoute = (request) => {
    calls.push(`${request.method} ${request.path}`);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/requests?tab=on-going') return jsonReply(200, [ongoing]);
    if (request.path === '/api/requests?tab=new') return jsonReply(200, []);
    if (request.method === 'DELETE') return jsonReply(200, { message: 'Request deleted successfully' });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...test, ...renderRoute(path, test.store), calls };
}

describe('Create Request page', () => {
  it('shows the on-going tab by default as the shared list, and reloads when switching tabs', async () => {
    const { calls } = visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Request' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: 'Boundary wall dispute' });
    expect(within(row).getByText('Adv. Rohan Mehta')).toBeInTheDocument();
    expect(within(row).getByText('01/01/2099')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('deed.pdf')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Meeting type' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'on-going' })).toBeInTheDocument();
    expect(screen.getByText('on-going (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'new' }));
    expect(await screen.findByText('No new schedules available.')).toBeInTheDocument();
    expect(calls).toContain('GET /api/requests?tab=new');
  });

  it('asks for the required fields and prefills the mention from ?mention=', async () => {
    visit('/dashboard/create-request?mention=rohan%40demo.lexsetu.in');
    await userEvent.click(await screen.findByRole('button', { name: 'New request' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('rohan@demo.lexsetu.in');
    expect(screen.getByText(/up to 5 files, 10 MB each/)).toBeInTheDocument();
    expect(screen.getByText(/goes directly to these legal experts/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Request' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent === 'Please fill all required fields.')).toBe(true);
  });

  it('asks before closing the form', async () => {
    visit();
    await userEvent.click(await screen.findByRole('button', { name: 'New request' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Are you sure you want to close?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
  });

  it('deletes a request after confirmation', async () => {
    const { calls } = visit();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Boundary wall dispute' }),
    );
    await userEvent.click(await screen.findByText('Delete'));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(
      screen.getByText('This action cannot be undone. This will permanently delete the request.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(calls).toContain('DELETE /api/requests/r1');
    expect(await screen.findByText('Request deleted successfully')).toBeInTheDocument();
  });
});
