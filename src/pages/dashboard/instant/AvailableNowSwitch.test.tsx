// A verified lawyer's overview has the 'Available now' switch (#58): off, it says it turns itself off after
// 2 hours without activity; turned on from the click, the browser is asked to let calls ring and notify, the
// server is told, and the card says until when (India's time). A refusal is said with the server's words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const emptyList = (tab: string) =>
  jsonReply(200, { tab, items: [], counts: { upcoming: 0, live: 0, completed: 0 } });

function visit(onPut: () => Response) {
  const sent: unknown[] = [];
  const route: FakeRoute = ({ method, path, body }) => {
    if (path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role: 'professional' });
    if (path === '/api/schedules?tab=upcoming') return emptyList('upcoming');
    if (path === '/api/schedules?tab=live') return emptyList('live');
    if (path === '/api/requests?tab=new') return jsonReply(200, { items: [], nextCursor: null, total: 0 });
    if (path === '/api/profile/lawyer')
      return jsonReply(200, {
        _id: 'u1',
        profile: null,
        status: 'verified',
        rejectionReason: null,
        certificate: null,
      });
    if (path === '/api/me/available-now' && method === 'PUT') {
      sent.push(body);
      return onPut();
    }
    if (path === '/api/me/available-now') return jsonReply(200, { availableNow: false, until: null, cap: 1 });
    if (path === '/api/instant-consultations/incoming') return jsonReply(200, { items: [] });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/schedules', test.store);
  return { sent, store: test.store };
}

describe("the lawyer's 'Available now' switch", () => {
  it('turns on, says until when, and lets calls ring', async () => {
    const { sent, store } = visit(() =>
      // 12:00 UTC is 5:30 PM in India.
      jsonReply(200, { availableNow: true, until: '2030-01-08T12:00:00.000Z', cap: 1 }),
    );
    const card = await screen.findByRole('region', { name: 'Consult now' }, { timeout: 20_000 });
    const toggle = await within(card).findByRole('switch', { name: 'Available now' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(card).toHaveTextContent('It turns itself off after 2 hours without activity.');
    let prepared = 0;
    store.platform.prepareAlerts = async () => (prepared += 1) > 0;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(sent).toEqual([{ on: true }]);
    expect(prepared).toBe(1);
    expect(card).toHaveTextContent('Clients can call you now. Without activity this turns off at 05:30 PM.');
  }, 60_000);

  it('says why it could not be turned on', async () => {
    visit(() =>
      jsonReply(403, { message: 'Only verified lawyers can be available now.', code: 'forbidden' }),
    );
    const card = await screen.findByRole('region', { name: 'Consult now' }, { timeout: 20_000 });
    await userEvent.click(await within(card).findByRole('switch', { name: 'Available now' }));
    expect(await within(card).findByText('Only verified lawyers can be available now.')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Available now' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  }, 60_000);
});
