// A support message (contact-form message or ticket) as the admins' inbox lists it, and whole with its replies.
import {
  supportPreviewLength,
  type SupportInboxItem,
  type SupportMessage,
  type SupportTicket,
  shownEmail,
} from '@contract';
import type { MessageRow, ReplyRow } from '../services/support/messages';

const preview = (text: string) =>
  text.length <= supportPreviewLength ? text : `${text.slice(0, supportPreviewLength - 1).trimEnd()}…`;

function common(row: MessageRow) {
  return {
    _id: row.id,
    kind: row.kind,
    sender: { name: row.name, email: shownEmail(row.email), userId: row.user_id },
    subject: row.subject,
    status: row.status,
    replyCount: row.reply_count,
    createdAt: row.created_at,
  };
}

export const presentInboxItem = (row: MessageRow): SupportInboxItem => ({
  ...common(row),
  preview: preview(row.message),
});

export const presentSupportMessage = (row: MessageRow, replies: ReplyRow[]): SupportMessage => ({
  ...common(row),
  replyCount: replies.length,
  message: row.message,
  replies: replies.map((r) => ({
    _id: r.id,
    body: r.body,
    createdAt: r.created_at,
    authorName: r.author_name ?? null,
  })),
});

/** The sender's own view (Help Center): no sender block, replies without the admin's name. */
export const presentOwnMessage = (row: MessageRow, replies: ReplyRow[]): SupportTicket => ({
  _id: row.id,
  kind: row.kind,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.created_at,
  replies: replies.map((r) => ({ _id: r.id, body: r.body, createdAt: r.created_at })),
});
