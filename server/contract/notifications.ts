// Notifications behind the bell: the user's own plus system notices (for everyone), newest first.
import { z } from 'zod';
import { messageResponseSchema } from './auth';
import { idSchema, isoDateTimeSchema, listPageOf, listPageQuerySchema } from './common';
import { endpoint } from './endpoint';

export const notificationKinds = [
  'request',
  'booking',
  'payment',
  'verification',
  'referral',
  'system',
  /** The other side wrote in a room's chat (services/chatNotifications.ts). */
  'message',
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
/** One page of the bell's list, newest first. */
export const notificationListSchema = listPageOf(notificationSchema);
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/notifications/read: the notices a list showed, marked read when it opened (others' ids ignored). */
export const markNotificationsReadSchema = z.object({ ids: z.array(idSchema).min(1).max(100) });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

const tag = 'Notifications';

/** The bell: the list, its unread count, and marking notices read (someone else's answers 404, or is ignored). */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
    tag,
    summary:
      "The caller's own and system notices, newest first, a page at a time (cursor), each with its read state",
    input: { query: listPageQuerySchema },
    reply: notificationListSchema,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'signedIn',
    tag,
    summary: 'How many of them are unread (the bell polls it)',
    input: {},
    reply: unreadCountSchema,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'signedIn',
    tag,
    summary: 'Marks every notice the caller sees read',
    input: {},
    reply: messageResponseSchema,
  }),
  readListed: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'signedIn',
    tag,
    summary: 'Marks the notices a list showed read (ids of other users are ignored)',
    input: { body: markNotificationsReadSchema },
    reply: messageResponseSchema,
  }),
  readOne: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'signedIn',
    tag,
    summary: 'Marks one notice read',
    input: { params: z.object({ id: idSchema }) },
    reply: messageResponseSchema,
  }),
} as const;
