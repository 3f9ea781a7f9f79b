// The per-account upload quota across kinds of files, and the space used the account centre shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageUsage } from '@contract';
import { createTestApp, type TestApp } from '../test/harness';
import { tinyPdf } from '../test/sampleFiles';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LEXSETU_UPLOAD_QUOTA_MB: '1' } });
  token = (await t.tokenFor()).token;
});
afterAll(() => t.close());

const pdfOf = (kilobytes: number) => Buffer.concat([tinyPdf, Buffer.alloc(kilobytes * 1024)]);

async function uploadDocument(name: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${t.url}/api/invoices/upload`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

async function createRequest(name: string, data: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: 'Boundary wall',
    description: 'A wall on my land.',
    consultationType: 'Online',
    date: '2099-12-31',
    timing: '10:30 AM',
    mention: 'rohan@demo.lexsetu.in',
  }))
    form.append(k, v);
  form.append('documents', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${t.url}/api/create-request`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

const storage = async () => (await t.api.get<StorageUsage>('/api/account/storage', { token })).body;

describe('upload quota (LEXSETU_UPLOAD_QUOTA_MB)', () => {
  it('counts every kind of file, refuses the one that would go past it with 413, and keeps the earlier ones', async () => {
    expect(await storage()).toEqual({ usedBytes: 0, quotaBytes: 1024 * 1024 });
    expect((await uploadDocument('first.pdf', pdfOf(500))).status).toBe(201);
    const afterFirst = (await storage()).usedBytes;
    expect(afterFirst).toBeGreaterThan(500 * 1024);
    // A request document counts toward the same quota.
    expect((await createRequest('second.pdf', pdfOf(300))).status).toBe(201);
    const used = (await storage()).usedBytes;
    expect(used).toBeGreaterThan(afterFirst + 300 * 1024);
    const refused = await uploadDocument('third.pdf', pdfOf(300));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toMatch(
      /^This upload would go past your 1 MB storage quota \(0\.8 MB used\)\./,
    );
    const refusedRequest = await createRequest('fourth.pdf', pdfOf(300));
    expect(refusedRequest.status).toBe(413);
    expect((await storage()).usedBytes).toBe(used);
    const list = await t.api.get<{ items: Array<{ name: string }> }>('/api/documents', { token });
    expect(list.body.items.map((d) => d.name)).toEqual(['first.pdf']);
  });
});
