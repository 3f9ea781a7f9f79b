import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const lawyer = { ...sampleUser, role: 'professional' as const };
const saved = { days: [1, 2], slots: ['10:00', '10:30'], rate: 31, ratePaise: 3100 };

function open(availability: FakeRoute = () => jsonReply(200, saved)) {
  const puts: unknown[] = [];
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, lawyer);
    if (request.path === '/api/availability' && request.method === 'PUT') {
      puts.push(request.body);
      const body = request.body as { rate: number };
      return jsonReply(200, { ...(request.body as object), ratePaise: Math.round(body.rate * 100) });
    }
    if (request.path === '/api/availability') return availability(request);
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/settings/availability', test.store);
  return { puts };
}

describe('AvailabilityPage', () => {
  it('loads the saved days, slots and rate', async () => {
    open();
    expect(await screen.findByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '10:30am' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '11:00am' })).not.toBeChecked();
    expect(screen.getByLabelText('Rate (₹ per minute)')).toHaveValue('31.00');
    expect(screen.getByRole('link', { name: 'Setting' })).toHaveAttribute('href', '/dashboard/settings');
  });

  it('saves the changed days, slots and rate through the API', async () => {
    const { puts } = open();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sunday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '10:30am' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '11:00am' }));
    const rate = screen.getByLabelText('Rate (₹ per minute)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    const body = puts[0] as { days: number[]; slots: string[]; rate: number };
    expect([...body.days].sort()).toEqual([0, 1]);
    expect([...body.slots].sort()).toEqual(['10:00', '11:00']);
    expect(body.rate).toBe(45);
  });

  it('refuses an empty rate without calling the API, with the one rate rule', async () => {
    const { puts } = open(() => jsonReply(200, { ...saved, rate: 0.01, ratePaise: 1 }));
    const rate = await screen.findByLabelText('Rate (₹ per minute)');
    await userEvent.clear(rate);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rate must be at least ₹1 per minute.')).toBeInTheDocument();
    await waitFor(() => expect(puts).toEqual([]));
  });

  it('tells a lawyer without a profile what the server answered', async () => {
    open(() => jsonReply(403, { message: 'Lawyers only.', code: 'forbidden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Availability is for legal experts only.');
  });

  it('tells a client that availability is for legal experts, without a request the server can only refuse', async () => {
    const { store, fetchMock } = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: (r) => (r.path === '/api/validate-token' ? jsonReply(200, sampleUser) : jsonReply(200, [])),
    });
    renderRoute('/dashboard/settings/availability', store);
    expect(await screen.findByText('Availability is for legal experts only.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/availability');
  });
});
