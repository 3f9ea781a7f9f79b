// GET /api/admin/audit: the log newest first, a keyset page at a time (indexes at/actor/subject/action, each
// ending in (at, id)), the page's people named in one query.
import { adminAuditEndpoints as endpoints, type AuditList, type InputOf } from '@contract';
import type { Db } from '../../db/connection';
import { keysetPage, keysetRange } from '../paging';
import { filteredLines, resolveFilter } from './filters';
import { presentAuditLines } from './present';

export interface AuditDeps {
  db: Db;
}

export async function listAudit(
  { db }: AuditDeps,
  { query }: InputOf<typeof endpoints.list>,
): Promise<AuditList> {
  const filter = await resolveFilter(db, query);
  const rows = await keysetRange(filteredLines(db, filter), ['at', 'id'], {
    direction: 'desc',
    take: query.limit + 1,
    cursor: query.cursor,
  }).execute();
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.at, id: r.id }));
  return { items: await presentAuditLines(db, page.rows), nextCursor: page.nextCursor };
}
