// Download my data at size: a 200 MB account streams without stalling everyone else, one export at a time,
// a few a day.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { uploadsDir } from '../../services/files';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { tinyPdf } from '../../test/sampleFiles';
import { exportsPerDay } from '@contract';

const clock = testClock();
let t: TestApp;
let token: string;
let userId: string;
const megabyte = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const session = await t.tokenFor('asha@demo.lexsetu.in');
  token = session.token;
  userId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'asha@demo.lexsetu.in')
      .executeTakeFirstOrThrow()
  ).id;
  // 200 MB of documents, written straight into the upload folder as the upload route would have.
  const folder = uploadsDir(t.config.dataDir);
  mkdirSync(folder, { recursive: true });
  const body = Buffer.concat([tinyPdf, randomBytes(50 * megabyte)]);
  for (let i = 0; i < 4; i++) {
    const stored = `${randomBytes(16).toString('hex')}.pdf`;
    writeFileSync(join(folder, stored), body);
    await t.db
      .insertInto('documents')
      .values({
        id: `01HZEXPORT00000000000000${i}`,
        user_id: userId,
        original_name: `big-${i}.pdf`,
        stored_name: stored,
        mime: 'application/pdf',
        size: body.length,
        description: 'Large file',
        pin_hash: null,
        pin_failures: 0,
        pin_locked_until: null,
        shared_with: null,
        deleted_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}, 120_000);
afterAll(() => t.close());

const exportRequest = () =>
  fetch(`${t.url}/api/account/export`, { headers: { Authorization: `Bearer ${token}` } });

async function drain(res: Response): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('GET /api/account/export at size', () => {
  it('streams 200 MB of files while the event loop stays responsive, and the zip holds them all', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const res = await exportRequest();
    expect(res.status).toBe(200);
    // Other users keep being served during the export.
    const health: number[] = [];
    const pinger = setInterval(() => {
      const sent = performance.now();
      void t.api.get('/api/health').then(() => health.push(performance.now() - sent));
    }, 50);
    const zip = await drain(res);
    clearInterval(pinger);
    delay.disable();
    const seconds = (performance.now() - started) / 1000;
    const maxMs = delay.max / 1e6;
    const p99Ms = delay.percentile(99) / 1e6;
    console.log(
      `export: ${(zip.length / megabyte).toFixed(0)} MB in ${seconds.toFixed(1)} s; event-loop delay p99 ${p99Ms.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms; ${health.length} health checks, slowest ${Math.max(...health).toFixed(0)} ms`,
    );
    expect(zip.length).toBeGreaterThan(200 * megabyte);
    expect(maxMs).toBeLessThan(500);
    expect(p99Ms).toBeLessThan(150);
    expect(health.length).toBeGreaterThan(3);
    const files = unzipSync(new Uint8Array(zip), {
      filter: (f) => f.name.startsWith('files/') || f.name === 'data.json',
    });
    expect(Object.keys(files).filter((n) => n.startsWith('files/documents/'))).toHaveLength(4);
    expect(JSON.parse(new TextDecoder().decode(files['data.json'])).user.email).toBe('asha@demo.lexsetu.in');
  }, 180_000);

  it('prepares one export at a time per account', async () => {
    const first = await exportRequest();
    expect(first.status).toBe(200);
    const second = await exportRequest();
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({
      message: 'An export of your data is already being prepared. Please wait for it to finish.',
    });
    await first.body?.cancel();
  }, 60_000);

  it('allows a few exports a day per account', async () => {
    const { token: lawyer } = await t.tokenFor('rohan@demo.lexsetu.in');
    const request = () =>
      fetch(`${t.url}/api/account/export`, { headers: { Authorization: `Bearer ${lawyer}` } });
    for (let i = 0; i < exportsPerDay; i++) {
      const res = await request();
      expect(res.status).toBe(200);
      await drain(res);
    }
    const tooMany = await request();
    expect(tooMany.status).toBe(429);
    expect(((await tooMany.json()) as { message: string }).message).toMatch(
      /^You can download your data 5 times a day\. Please try again in \d+ hours\.$/,
    );
    clock.advance(24 * 3_600_000);
    const nextDay = await request();
    expect(nextDay.status).toBe(200);
    await drain(nextDay);
  }, 60_000);
});
