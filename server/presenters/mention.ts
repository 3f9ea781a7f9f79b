// How a request's mention reads to a viewer. A mention made from the lawyer's profile names the lawyer by id:
// the client never saw the lawyer's e-mail, so everyone but that lawyer sees the lawyer's name instead.
import type { RequestsTable } from '../db/schema';

type MentionRow = Pick<RequestsTable, 'mention' | 'lawyer_id'> & { mention_by_profile: number };

export function shownMention(row: MentionRow, mentionedName: string | null | undefined, viewerId: string) {
  if (!row.mention_by_profile || row.lawyer_id === viewerId) return row.mention;
  return mentionedName ?? 'a LexSetu lawyer';
}
