// A sign-in session as its owner sees it: the device in words, never the raw user agent or the token.
import type { Session } from '@contract';
import type { SessionRow } from '../db/schema';
import { deviceLabel } from '../services/devices';

export function presentSession(row: SessionRow, currentSessionId: string | undefined): Session {
  return {
    _id: row.id,
    device: deviceLabel(row.user_agent),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id === currentSessionId,
  };
}
