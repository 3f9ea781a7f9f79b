import { describe, expect, it, vi } from 'vitest';
import { createNotifier, type NotificationClass, type NotificationLike } from './notifications';

/** A fake of Electron's Notification: remembers each one made, what it showed and its listeners. */
function fakeNotifications(supported = true) {
  const made: Array<{
    options: { title: string; body: string; silent: boolean };
    shown: boolean;
    closed: boolean;
    fire(event: string): void;
  }> = [];
  class FakeNotification implements NotificationLike {
    static isSupported = () => supported;
    private listeners = new Map<string, () => void>();
    record: (typeof made)[number];
    constructor(options: { title: string; body: string; silent: boolean }) {
      this.record = { options, shown: false, closed: false, fire: (event) => this.listeners.get(event)?.() };
      made.push(this.record);
    }
    on(event: 'click' | 'close', listener: () => void) {
      this.listeners.set(event, listener);
    }
    show() {
      this.record.shown = true;
    }
    close() {
      this.record.closed = true;
      this.listeners.get('close')?.();
    }
  }
  return { Notification: FakeNotification as NotificationClass, made };
}

describe('desktop notifications', () => {
  it('shows one silently (the page rings itself) and brings the window forward when clicked', () => {
    const { Notification, made } = fakeNotifications();
    const bringForward = vi.fn();
    createNotifier(Notification, bringForward)({ title: 'Asha is calling', body: 'Consult now', tag: 'c1' });
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      options: { title: 'Asha is calling', body: 'Consult now', silent: true },
      shown: true,
    });
    made[0].fire('click');
    expect(bringForward).toHaveBeenCalledTimes(1);
  });

  it('replaces the earlier notification of the same tag, and keeps other tags', () => {
    const { Notification, made } = fakeNotifications();
    const notify = createNotifier(Notification, () => {});
    notify({ title: 'Ringing', body: 'Asha', tag: 'c1' });
    notify({ title: 'Ringing', body: 'Ravi', tag: 'c2' });
    notify({ title: 'Missed call', body: 'Asha', tag: 'c1' });
    expect(made.map((n) => [n.options.title, n.options.body, n.closed])).toEqual([
      ['Ringing', 'Asha', true],
      ['Ringing', 'Ravi', false],
      ['Missed call', 'Asha', false],
    ]);
  });

  it('does nothing where the system has no notifications', () => {
    const { Notification, made } = fakeNotifications(false);
    createNotifier(Notification, () => {})({ title: 't', body: 'b', tag: 'x' });
    expect(made).toEqual([]);
  });
});
