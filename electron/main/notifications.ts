// The desktop app's system notifications (platform.alert through the preload's notify): shown by the main
// process, one per tag (a new one with the same tag replaces the old), and a click brings the window forward.
import { z } from 'zod';

export const notifyRequestSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  body: z.string().max(1000),
  tag: z.string().min(1).max(100),
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

/** The part of Electron's Notification used here (tests pass a fake). */
export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): void;
  show(): void;
  close(): void;
}
export interface NotificationClass {
  isSupported(): boolean;
  new (options: { title: string; body: string; silent: boolean }): NotificationLike;
}

export function createNotifier(Notification: NotificationClass, bringForward: () => void) {
  const shown = new Map<string, NotificationLike>();
  return (request: NotifyRequest): void => {
    if (!Notification.isSupported()) return;
    shown.get(request.tag)?.close();
    // Silent: the page plays its own ringing tone.
    const notification = new Notification({ title: request.title, body: request.body, silent: true });
    shown.set(request.tag, notification);
    notification.on('click', bringForward);
    notification.on('close', () => {
      if (shown.get(request.tag) === notification) shown.delete(request.tag);
    });
    notification.show();
  };
}
