import { render, screen, waitFor, within } from '@testing-library/react';
import type { ConsultationRequest } from '@contract';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '@/stores/context';
import { createTestStore } from '@/test/fakes';
import { RequestTable } from './RequestTable';

const request: ConsultationRequest = {
  _id: 'r1',
  title: 'Boundary wall dispute',
  description: 'Neighbour built on my land.',
  budget: null,
  consultationType: 'On-site',
  date: '2099-01-01',
  timing: '10:30 AM',
  mention: 'rohan@demo.lexsetu.in',
  documents: [],
  expert: 'Adv. Rohan Mehta',
  image: '/api/users/L1/photo?v=0123456789ab',
  client: 'Asha Verma',
  status: 'on-going',
  canAccept: false,
  canComplete: true,
  canChat: false,
  isOwner: true,
  updatedAt: '2026-03-05T10:00:00.000Z',
};

function show(requests: ConsultationRequest[], counterpart: 'expert' | 'client' = 'expert') {
  const photoPaths: string[] = [];
  const { store } = createTestStore({
    session: { token: 'jwt', userId: 'u1' },
    route: ({ path }) => {
      photoPaths.push(path);
      return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
    },
  });
  const noop = () => {};
  render(
    <StoreProvider store={store}>
      <MemoryRouter>
        <RequestTable
          requests={requests}
          onDelete={noop}
          onComplete={noop}
          onDownload={noop}
          counterpart={counterpart}
        />
      </MemoryRouter>
    </StoreProvider>,
  );
  return { photoPaths };
}

// jsdom has no object URLs; the photo is shown through one.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:lawyer-photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('RequestTable', () => {
  it("names the client who sent it, not the lawyer, on a lawyer's screen", async () => {
    show([{ ...request, isOwner: false }], 'client');
    const row = await screen.findByRole('row', { name: 'Boundary wall dispute' });
    expect(screen.getByRole('columnheader', { name: 'Client' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Expert' })).toBeNull();
    expect(within(row).getByText('Asha Verma')).toBeInTheDocument();
  });

  it("shows the accepted lawyer's name and photo, fetched with the login", async () => {
    const { photoPaths } = show([request]);
    const row = await screen.findByRole('row', { name: 'Boundary wall dispute' });
    expect(within(row).getByText('Adv. Rohan Mehta')).toBeInTheDocument();
    await waitFor(() => expect(row.querySelector('img')).toHaveAttribute('src', 'blob:lawyer-photo'));
    expect(photoPaths).toEqual(['/api/users/L1/photo?v=0123456789ab']);
  });

  it("shows the lawyer's initials (not the 'A' of 'Adv.') when there is no photo, fetching nothing", async () => {
    const { photoPaths } = show([{ ...request, image: '' }]);
    const row = await screen.findByRole('row', { name: 'Boundary wall dispute' });
    expect(within(row).getByText('RM')).toBeInTheDocument();
    expect(row.querySelector('img')).toBeNull();
    expect(photoPaths).toEqual([]);
  });
});
