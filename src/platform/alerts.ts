// Browser notifications for platform.alert: shown only once the user allowed them (asked on a click:
// requestPermission from a push would be refused, or nag); clicking one brings the tab forward.
import type { AlertOptions } from './types';

/** The part of the Notification API used here (tests pass a fake). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (
    title: string,
    options: { body: string; tag: string },
  ): { onclick: (() => void) | null; close(): void };
}

export function pageNotifications(): NotificationApi | null {
  return (globalThis as { Notification?: NotificationApi }).Notification ?? null;
}

export function browserAlerts(api: NotificationApi | null, focus: () => void = () => window.focus()) {
  return {
    alert({ title, body, tag }: AlertOptions): void {
      if (!api || api.permission !== 'granted') return;
      const shown = new api(title, { body, tag });
      shown.onclick = () => {
        focus();
        shown.close();
      };
    },
    async allow(): Promise<boolean> {
      if (!api || api.permission === 'denied') return false;
      if (api.permission === 'granted') return true;
      return (await api.requestPermission().catch(() => 'denied')) === 'granted';
    },
  };
}
