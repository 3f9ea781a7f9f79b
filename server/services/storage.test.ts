import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeS3, fakeS3Credentials as credentials } from '../test/fakeS3';
import { folderStorage, s3Storage, type FileStorage } from './storage';

const temp = (content: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'lexsetu-store-')), 'upload.tmp');
  writeFileSync(file, content);
  return file;
};

const readAll = async (storage: FileStorage, name: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.open(name)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
};

describe('S3-compatible storage against a local fake', () => {
  const fake = fakeS3();
  let storage: FileStorage;
  beforeAll(async () => {
    await new Promise<void>((ok) => fake.server.listen(0, '127.0.0.1', ok));
    const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    storage = s3Storage({ endpoint, bucket: 'lexsetu-files', ...credentials });
  });
  afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

  it('stores, streams, reads and removes an object with signed requests', async () => {
    const tempFile = temp('%PDF-1.4 evidence');
    await storage.putFile('0123abcd.pdf', tempFile, 'application/pdf');
    expect(existsSync(tempFile)).toBe(false);
    expect(fake.objects.get('/lexsetu-files/0123abcd.pdf')).toMatchObject({ type: 'application/pdf' });
    expect(await readAll(storage, '0123abcd.pdf')).toBe('%PDF-1.4 evidence');
    expect((await storage.read('0123abcd.pdf')).toString()).toBe('%PDF-1.4 evidence');
    await storage.remove('0123abcd.pdf');
    expect(fake.objects.size).toBe(0);
    await expect(storage.read('0123abcd.pdf')).rejects.toThrow(/answered 404/);
  });

  it('fails loudly when the storage refuses the credentials', async () => {
    const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    const wrong = s3Storage({
      endpoint,
      bucket: 'lexsetu-files',
      ...credentials,
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrong.putFile('x.pdf', temp('x'), 'application/pdf')).rejects.toThrow(/answered 403/);
  });
});

describe('folder storage', () => {
  it('moves the temp file in and reads it back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexsetu-folder-'));
    const storage = folderStorage(dir);
    await storage.putFile('a.png', temp('png bytes'), 'image/png');
    expect(await readAll(storage, 'a.png')).toBe('png bytes');
    await storage.remove('a.png');
    expect(existsSync(join(dir, 'a.png'))).toBe(false);
  });
});
