// Notifications behind the bell: the user's own plus system notices (for everyone), newest first.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

export const notificationKinds = [
  'request',
  'booking',
  'payment',
  'verification',
  'referral',
  'system',
] as const;

export const notificationSchema = z.object({
  _id: idSchema,
  kind: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/notifications/read: the notices a list showed, marked read when it opened (others' ids ignored). */
export const markNotificationsReadSchema = z.object({ ids: z.array(idSchema).min(1).max(100) });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
