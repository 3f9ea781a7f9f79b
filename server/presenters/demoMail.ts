// A mail of the offline demo inbox: what would have been sent, with its calendar part and what was attached.
import type { DemoMail } from '@contract';
import type { DemoMailRow } from '../db/schema';

export function presentDemoMail(row: DemoMailRow): DemoMail {
  return {
    _id: row.id,
    to: row.to_email,
    subject: row.subject,
    text: row.text,
    calendar: row.ics,
    createdAt: row.created_at,
    ...(row.attachments ? { attachments: JSON.parse(row.attachments) as DemoMail['attachments'] } : {}),
  };
}
