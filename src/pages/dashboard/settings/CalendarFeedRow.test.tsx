// Security & privacy: the private calendar feed's row, read from the earnings store: the address when there is
// one (New address, Revoke), Get calendar address when there is none or it could not be read.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsSchema } from '@contract';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

function visit(feed: FakeRoute) {
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/calendar-feed') return feed(request);
    if (request.path === '/api/account/storage') return jsonReply(200, { usedBytes: 0, quotaBytes: 1 });
    if (request.path === '/api/sessions') return jsonReply(200, { items: [], nextCursor: null });
    if (request.path === '/api/settings') return jsonReply(200, settingsSchema.parse({}));
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return renderRoute('/dashboard/settings/security-privacy', test.store);
}

// The first screen of a file renders cold (lazy route, antd): allow it up to 20 s on a busy machine.
const row = async () =>
  (await screen.findByText('Calendar feed', {}, { timeout: 20_000 })).closest('li') as HTMLElement;

describe('Security & privacy: calendar feed', () => {
  it('shows the address, makes a new one and revokes it', async () => {
    let url: string | null = '/api/calendar/old.ics';
    visit(({ method }) => {
      if (method === 'POST') url = '/api/calendar/new.ics';
      if (method === 'DELETE') {
        url = null;
        return jsonReply(200, { message: 'Revoked.' });
      }
      return jsonReply(200, { url });
    });
    const feed = await row();
    const address = await within(feed).findByLabelText('Calendar feed address', {}, { timeout: 10_000 });
    expect(address).toHaveValue(`${window.location.origin}/api/calendar/old.ics`);
    await userEvent.click(within(feed).getByRole('button', { name: 'New address' }));
    expect(
      await screen.findByText(
        'New calendar address made. The old one no longer works.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(address).toHaveValue(`${window.location.origin}/api/calendar/new.ics`);
    await userEvent.click(within(feed).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Calendar address revoked.')).toBeInTheDocument();
    expect(within(feed).getByRole('button', { name: 'Get calendar address' })).toBeInTheDocument();
    expect(within(feed).queryByLabelText('Calendar feed address')).not.toBeInTheDocument();
  });

  it('offers a new address when the address could not be read, and says when making one fails', async () => {
    visit(() => jsonReply(503, { message: 'Try later.', code: 'unavailable' }));
    const feed = await row();
    await userEvent.click(await within(feed).findByRole('button', { name: 'Get calendar address' }));
    expect(await screen.findByText('The calendar address could not be made.')).toBeInTheDocument();
  });
});
