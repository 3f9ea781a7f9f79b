import { screen } from '@testing-library/react';
import { settingsSchema } from '@contract';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { megabytes } from './StorageRow';

function visit(storage: FakeRoute) {
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/account/storage') return storage(request);
    if (request.path === '/api/sessions') return jsonReply(200, { items: [], nextCursor: null });
    if (request.path === '/api/settings') return jsonReply(200, settingsSchema.parse({}));
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return renderRoute('/dashboard/settings/security-privacy', test.store);
}

describe('Security & privacy: storage used', () => {
  it('shows the space the account uses of its quota', async () => {
    visit(() => jsonReply(200, { usedBytes: 13_002_342, quotaBytes: 500 * 1024 * 1024 }));
    expect(await screen.findByText('12.4 MB of 500 MB used')).toBeInTheDocument();
    expect(screen.getByLabelText('2% of your storage used')).toBeInTheDocument();
  });

  it('says so when the figure cannot be loaded', async () => {
    visit(() => jsonReply(500, { message: 'Something went wrong', code: 'internal_error' }));
    expect(await screen.findByText('Could not load your storage.')).toBeInTheDocument();
  });

  it('writes megabytes as people read them', () => {
    expect(megabytes(0)).toBe('0 MB');
    expect(megabytes(1024 * 1024 * 2.25)).toBe('2.3 MB');
    expect(megabytes(1024 * 1024 * 500)).toBe('500 MB');
  });
});
