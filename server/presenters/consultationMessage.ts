// Chat messages as the wire shows them (`consultationMessageSchema`), seen by one participant.
import type { ConsultationMessage } from '@contract';
import type { ConsultationMessageRow } from '../db/schema';

export function presentMessage(row: ConsultationMessageRow, meId: string): ConsultationMessage {
  return {
    _id: row.id,
    clientId: row.client_id,
    senderId: row.sender_id,
    mine: row.sender_id === meId,
    body: row.body,
    attachment:
      row.attachment_stored && row.attachment_name
        ? {
            name: row.attachment_name,
            size: row.attachment_size ?? 0,
            mime: row.attachment_mime ?? 'application/octet-stream',
            url: `/api/consultation-files/${row.id}`,
          }
        : null,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    readAt: row.read_at,
  };
}
