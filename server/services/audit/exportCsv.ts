// GET /api/admin/audit/export.csv: the lines the filters select, newest first, streamed a batch at a time (the
// log only grows), and the export itself recorded first, so even an abandoned download is on the record.
import { Readable } from 'node:stream';
import { adminAuditEndpoints as endpoints, type AuditLine, type InputOf } from '@contract';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../types';
import { keysetRange } from '../paging';
import { filteredLines, resolveFilter, type ResolvedFilter } from './filters';
import { presentAuditLines } from './present';
import { recordAudit } from './record';
import type { AuditDeps } from './list';

const batch = 500;
const header = [
  'at',
  'action',
  'actor_id',
  'actor_name',
  'actor_erased',
  'subject_type',
  'subject_id',
  'subject_name',
  'detail',
];

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @) is kept as text. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvRow = (l: AuditLine) =>
  [
    l.at,
    l.action,
    l.actor?._id,
    l.actor?.name,
    l.actor ? l.actor.erased : '',
    l.subject?.type,
    l.subject?._id,
    l.subject?.name,
    JSON.stringify(l.detail),
  ]
    .map(csvCell)
    .join(',') + '\r\n';

async function* csvLines({ db }: AuditDeps, filter: ResolvedFilter): AsyncGenerator<string> {
  yield header.join(',') + '\r\n';
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await keysetRange(filteredLines(db, filter), ['at', 'id'], {
      direction: 'desc',
      take: batch,
      cursor,
    }).execute();
    if (rows.length === 0) return;
    yield (await presentAuditLines(db, rows)).map(csvRow).join('');
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.id };
  }
}

export async function exportAuditCsv(
  deps: AuditDeps & { clock: Clock },
  me: Pick<UserRow, 'id'>,
  { query }: InputOf<typeof endpoints.export>,
): Promise<Readable> {
  const filter = await resolveFilter(deps.db, query);
  // Ids only in the line (an e-mail given as a filter is recorded as the account's id).
  await recordAudit(deps.db, {
    actorId: me.id,
    action: 'audit.exported',
    at: deps.clock.now(),
    detail: {
      actor: filter.actorId ?? null,
      subject: filter.subjectId ?? null,
      action: filter.action ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
    },
  });
  return Readable.from(csvLines(deps, filter));
}
