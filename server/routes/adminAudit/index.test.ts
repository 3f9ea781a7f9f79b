// The audit log as admins read it: newest first a page at a time, filtered, named live, exported as CSV (the
// export itself recorded), and kept as written: the database refuses to change or delete a line (both engines).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema, type AuditLine, type AuditList } from '@contract';
import { recordAudit } from '../../services/audit';
import { testDialect } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let adminId: string;
let ashaId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
  const ids = await t.db.selectFrom('users').select(['id', 'email']).execute();
  adminId = ids.find((u) => u.email === 'admin@demo.lexsetu.in')!.id;
  ashaId = ids.find((u) => u.email === 'asha@demo.lexsetu.in')!.id;
  // A small history at known times (before anything the tests do now).
  const day = (n: number, hour = 10) => new Date(Date.UTC(2026, 0, n, hour));
  await recordAudit(t.db, {
    actorId: adminId,
    action: 'user.suspended',
    subject: { type: 'user', id: ashaId },
    detail: { reason: 'Abusive messages' },
    at: day(1),
  });
  await recordAudit(t.db, {
    actorId: adminId,
    action: 'user.reinstated',
    subject: { type: 'user', id: ashaId },
    detail: { reason: 'Appeal accepted' },
    at: day(2),
  });
  await recordAudit(t.db, {
    actorId: ashaId,
    action: 'security.password_reset',
    subject: { type: 'user', id: ashaId },
    at: day(3),
  });
  await recordAudit(t.db, {
    actorId: null,
    action: 'refund.retried',
    subject: { type: 'refund', id: 'RF1' },
    detail: { amountPaise: 50000 },
    at: day(4),
  });
});
afterAll(() => t.close());

const list = (query = '') => t.api.get<AuditList>(`/api/admin/audit${query}`, { token: admin });
const inJanuary = '&from=2026-01-01&to=2026-01-31';

describe('GET /api/admin/audit', () => {
  it('lists lines newest first with who, what, to whom and the detail, names looked up live', async () => {
    const res = await list(`?limit=10${inJanuary}`);
    expect(res.status).toBe(200);
    const { items } = auditListSchema.parse(res.body);
    expect(items.map((l) => l.action)).toEqual([
      'refund.retried',
      'security.password_reset',
      'user.reinstated',
      'user.suspended',
    ]);
    expect(items[3]).toEqual<AuditLine>({
      _id: expect.any(String) as string,
      at: '2026-01-01T10:00:00.000Z',
      action: 'user.suspended',
      actor: { _id: adminId, name: expect.any(String) as string, erased: false },
      subject: { type: 'user', _id: ashaId, name: 'Asha Verma' },
      detail: { reason: 'Abusive messages' },
    });
    expect(items[0]).toMatchObject({ actor: null, subject: { type: 'refund', _id: 'RF1', name: null } });
  });

  it('pages with the cursor, each line once', async () => {
    const first = await list(`?limit=3${inJanuary}`);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list(`?limit=3${inJanuary}&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((l) => l.action)).toEqual(['user.suspended']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('filters by actor (id or e-mail), subject, action and time', async () => {
    const actions = async (q: string) => (await list(`?limit=50${q}`)).body.items.map((l) => l.action);
    expect(await actions(`&actor=${ashaId}${inJanuary}`)).toEqual(['security.password_reset']);
    expect(await actions(`&actor=ASHA@demo.lexsetu.in${inJanuary}`)).toEqual(['security.password_reset']);
    expect(await actions(`&subject=asha@demo.lexsetu.in${inJanuary}`)).toEqual([
      'security.password_reset',
      'user.reinstated',
      'user.suspended',
    ]);
    expect(await actions('&subject=RF1')).toEqual(['refund.retried']);
    expect(await actions(`&action=user.reinstated${inJanuary}`)).toEqual(['user.reinstated']);
    // A day is the Indian day; an instant bound is inclusive.
    expect(await actions('&from=2026-01-02&to=2026-01-03')).toEqual([
      'security.password_reset',
      'user.reinstated',
    ]);
    expect(await actions('&from=2026-01-02T10:00:00Z&to=2026-01-03T09:59:59Z')).toEqual(['user.reinstated']);
  });

  it('refuses bad filters with 400 naming the field, never a 500', async () => {
    const cases: [string, string][] = [
      ['?action=user.deleted', 'action'],
      ['?from=yesterday', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?actor=nobody@example.in', 'actor'],
      ['?subject=nobody@example.in', 'subject'],
      ['?limit=0', 'limit'],
      ['?cursor=abc', 'cursor'],
    ];
    for (const [query, field] of cases) {
      const res = await t.api.get<{ field?: string; message: string }>(`/api/admin/audit${query}`, {
        token: admin,
      });
      expect({ query, status: res.status, field: res.body.field }).toEqual({
        query,
        status: 400,
        field,
      });
    }
  });
});

describe('GET /api/admin/audit/export.csv', () => {
  it('downloads the filtered lines as CSV and records the export', async () => {
    const res = await t.api.get(`/api/admin/audit/export.csv?subject=${ashaId}${inJanuary}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="lexsetu-audit-/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,action,actor_id,actor_name,actor_erased,subject_type,subject_id,subject_name,detail',
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([
      'security.password_reset',
      'user.reinstated',
      'user.suspended',
    ]);
    expect(lines[3]).toContain(',user,' + ashaId + ',Asha Verma,"{""reason"":""Abusive messages""}"');
    const exported = (await list('?action=audit.exported')).body.items[0];
    expect(exported).toMatchObject({
      actor: { _id: adminId },
      detail: { subject: ashaId, actor: null, from: '2025-12-31T18:30:00.000Z' },
    });
  });

  it('refuses bad filters before writing anything', async () => {
    const before = (await list('?action=audit.exported')).body.items.length;
    const res = await t.api.get<{ field: string }>('/api/admin/audit/export.csv?from=soon', { token: admin });
    expect(res).toMatchObject({ status: 400, body: { field: 'from' } });
    expect((await list('?action=audit.exported')).body.items).toHaveLength(before);
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE and DELETE (and TRUNCATE on PostgreSQL): the trigger, on this engine', async () => {
    const [line] = await t.db.selectFrom('audit_log').selectAll().orderBy('at').limit(1).execute();
    await expect(
      t.db.updateTable('audit_log').set({ action: 'user.reinstated' }).where('id', '=', line!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').where('id', '=', line!.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    if (testDialect === 'postgres')
      await expect(sql`TRUNCATE audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_log').selectAll().where('id', '=', line!.id).execute()).toEqual([
      line,
    ]);
  });
});
