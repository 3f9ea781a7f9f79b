import { describe, expect, it, vi } from 'vitest';
import { browserAlerts, type NotificationApi } from './alerts';

/** A fake Notification API: its permission, the answer to a request, and the notifications shown. */
function fakeApi(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: Array<{
    title: string;
    options: { body: string; tag: string };
    closed: boolean;
    click(): void;
  }> = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    private record;
    constructor(title: string, options: { body: string; tag: string }) {
      this.record = { title, options, closed: false, click: () => this.onclick?.() };
      shown.push(this.record);
    }
    close() {
      this.record.closed = true;
    }
  }
  return { api: FakeNotification as unknown as NotificationApi & typeof FakeNotification, shown };
}

describe('browser alerts', () => {
  it('show a notification once allowed; a click brings the tab forward and closes it', () => {
    const { api, shown } = fakeApi('granted');
    const focus = vi.fn();
    browserAlerts(api, focus).alert({ title: 'Asha is calling', body: 'Consult now', tag: 'instant-c1' });
    expect(shown.map((n) => [n.title, n.options])).toEqual([
      ['Asha is calling', { body: 'Consult now', tag: 'instant-c1' }],
    ]);
    shown[0].click();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(shown[0].closed).toBe(true);
  });

  it('show nothing, and never ask, before the user allowed them or once refused', () => {
    for (const permission of ['default', 'denied'] as const) {
      const { api, shown } = fakeApi(permission);
      browserAlerts(api).alert({ title: 't', body: 'b', tag: 'x' });
      expect(shown).toEqual([]);
      expect(api.requestPermission).not.toHaveBeenCalled();
    }
    expect(() => browserAlerts(null).alert({ title: 't', body: 'b', tag: 'x' })).not.toThrow();
  });

  it('ask for permission only when asked to (from a click), and not again once decided', async () => {
    const undecided = fakeApi('default', 'granted');
    expect(await browserAlerts(undecided.api).allow()).toBe(true);
    expect(undecided.api.requestPermission).toHaveBeenCalledTimes(1);
    const refusing = fakeApi('default', 'denied');
    expect(await browserAlerts(refusing.api).allow()).toBe(false);
    const denied = fakeApi('denied');
    expect(await browserAlerts(denied.api).allow()).toBe(false);
    expect(denied.api.requestPermission).not.toHaveBeenCalled();
    expect(await browserAlerts(null).allow()).toBe(false);
  });
});
