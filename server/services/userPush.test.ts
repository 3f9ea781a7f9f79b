// deps.push without a realtime server: a harmless no-op for the use case; what the tests' recorder sees; a
// notice pushed only once committed, found from the transaction it was written in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { recordPushes } from '../test/pushes';
import { notify } from './notifications';
import { userPushFor } from './userPush';

let t: TestDatabase;
beforeEach(async () => {
  t = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-push-')), { migrated: true });
});
afterEach(() => t.close());

describe('pushes to a user', () => {
  it('do nothing, and never fail the use case, with nobody listening', async () => {
    await expect(
      userPushFor(t.db).toUser('u1', { type: 'instant.changed', consultationId: 'c1' }),
    ).resolves.toBeUndefined();
  });

  it('are recorded for tests, in order and per user, until the recorder stops', async () => {
    const push = userPushFor(t.db);
    const recorder = recordPushes(t.db);
    await push.toUser('u1', { type: 'wallet.changed', balancePaise: 100 });
    await push.toUser('u2', { type: 'instant.changed', consultationId: 'c9' });
    expect(recorder.to('u1')).toEqual([{ type: 'wallet.changed', balancePaise: 100 }]);
    expect(await recorder.next('u2', 'instant.changed')).toEqual({
      type: 'instant.changed',
      consultationId: 'c9',
    });
    recorder.stop();
    await push.toUser('u1', { type: 'notifications.changed' });
    expect(recorder.pushes).toHaveLength(2);
  });

  it('refuse an event the contract does not know', async () => {
    await expect(
      userPushFor(t.db).toUser('u1', { type: 'wallet.changed', balancePaise: 1.5 } as never),
    ).rejects.toThrow();
  });

  it('ring the bell for a notice written in a transaction only after it commits', async () => {
    const recorder = recordPushes(t.db);
    const user = await t.db
      .insertInto('users')
      .values({
        id: 'U1',
        email: 'u1@example.in',
        name: 'U One',
        role: 'consumer',
        password_hash: 'x',
        consultation_types: '[]',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await notify(trx, new Date(), { userId: user.id, kind: 'system', message: 'Hello' });
      await new Promise((done) => setTimeout(done, 50));
      expect(recorder.pushes).toEqual([]);
    });
    expect(await recorder.next(user.id, 'notifications.changed')).toEqual({ type: 'notifications.changed' });
    recorder.stop();
  });
});
