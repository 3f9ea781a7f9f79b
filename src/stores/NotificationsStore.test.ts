// The bell's store over the real API client: opening the list marks what it shows read (and keeps them marked
// new on the page), the count follows, and a list that cannot load says why.
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonReply, type FakeRoute } from '@/test/fakes';
import { NotificationsStore } from './NotificationsStore';

const notice = (id: string, read: boolean) => ({
  _id: id,
  kind: 'booking',
  message: `Notice ${id}`,
  link: null,
  read,
  createdAt: '2026-03-05T10:00:00.000Z',
});

describe('NotificationsStore', () => {
  it('opens the list, marks the unread ones it shows read, and keeps them marked new', async () => {
    const calls: string[] = [];
    let unread = 2;
    const route: FakeRoute = ({ method, path, body }) => {
      calls.push(`${method} ${path} ${body ? JSON.stringify(body) : ''}`.trim());
      if (path === '/api/notifications')
        return jsonReply(200, {
          items: [notice('n1', false), notice('n2', true), notice('n3', false)],
          nextCursor: null,
        });
      if (path === '/api/notifications/read') {
        unread = 0;
        return jsonReply(200, { message: 'Notifications marked as read.' });
      }
      if (path === '/api/notifications/unread-count') return jsonReply(200, { count: unread });
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const store = new NotificationsStore(createFakeApi(route).api);
    await store.open();
    expect(calls).toContain('POST /api/notifications/read {"ids":["n1","n3"]}');
    expect(store.items?.every((n) => n.read)).toBe(true);
    expect(store.items?.filter((n) => store.isNew(n)).map((n) => n._id)).toEqual(['n1', 'n3']);
    expect(store.unreadCount).toBe(0);
  });

  it("shows the server's reason when the list cannot load, and marks nothing", async () => {
    const calls: string[] = [];
    const store = new NotificationsStore(
      createFakeApi(({ method, path }) => {
        calls.push(`${method} ${path}`);
        return jsonReply(503, { message: 'The service is busy.', code: 'service_unavailable' });
      }).api,
    );
    await store.open();
    expect(store.list.state).toBe('failed');
    expect(store.list.error).toBe('The service is busy.');
    expect(calls).toEqual(['GET /api/notifications']);
  });

  it('shows older notices with Load more: appended after the first page, marked read as they show', async () => {
    const calls: string[] = [];
    const route: FakeRoute = ({ method, path, body }) => {
      calls.push(`${method} ${path} ${body ? JSON.stringify(body) : ''}`.trim());
      if (path === '/api/notifications')
        return jsonReply(200, { items: [notice('n1', false), notice('n2', true)], nextCursor: 'c1' });
      if (path === '/api/notifications?cursor=c1')
        return jsonReply(200, { items: [notice('n3', false), notice('n4', true)], nextCursor: null });
      if (path === '/api/notifications/read') return jsonReply(200, { message: 'ok' });
      if (path === '/api/notifications/unread-count') return jsonReply(200, { count: 0 });
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const store = new NotificationsStore(createFakeApi(route).api);
    await store.open();
    expect(store.more.hasMore).toBe(true);
    await store.more.load();
    expect(store.items?.map((n) => n._id)).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(store.more.hasMore).toBe(false);
    expect(calls).toContain('POST /api/notifications/read {"ids":["n3"]}');
    expect(store.items?.filter((n) => store.isNew(n)).map((n) => n._id)).toEqual(['n1', 'n3']);
  });

  it('keeps the shown notices when older ones cannot load, and says why', async () => {
    const route: FakeRoute = ({ path }) => {
      if (path === '/api/notifications')
        return jsonReply(200, { items: [notice('n1', true)], nextCursor: 'c1' });
      if (path === '/api/notifications/unread-count') return jsonReply(200, { count: 0 });
      return jsonReply(400, { message: 'Cursor is not one this list gave out.', code: 'validation_error' });
    };
    const store = new NotificationsStore(createFakeApi(route).api);
    await store.open();
    await store.more.load();
    expect(store.items?.map((n) => n._id)).toEqual(['n1']);
    expect(store.more.error).toBe('Cursor is not one this list gave out.');
    expect(store.more.hasMore).toBe(true);
  });
});
