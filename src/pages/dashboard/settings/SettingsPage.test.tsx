import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

function open(role: 'consumer' | 'professional') {
  const { store } = createTestStore({
    session: { token: 'jwt', userId: 'u1' },
    route: ({ path }) =>
      path === '/api/validate-token'
        ? jsonReply(200, { ...sampleUser, role })
        : jsonReply(404, { message: 'Not found', code: 'not_found' }),
  });
  renderRoute('/dashboard/settings', store);
}

describe('Settings home', () => {
  it('offers lawyers a row to their availability', async () => {
    open('professional');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const rows = screen.getByRole('list');
    expect(await within(rows).findByRole('link', { name: 'Availability' })).toHaveAttribute(
      'href',
      '/dashboard/settings/availability',
    );
  });

  it('shows no availability row to clients', async () => {
    open('consumer');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getByRole('link', { name: 'Profile management' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Availability' })).toBeNull();
  });
});
