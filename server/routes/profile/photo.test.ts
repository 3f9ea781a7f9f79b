// Profile photo (PNG/JPEG by content, own photo only, shown to signed-in users and on the lawyer's listing) and
// a lawyer's renamed profile showing in search at once.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertList, ExpertProfile, Profile } from '@contract';
import { syncExpertSearchRow } from '../../db/search';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { htmlPage, tinyJpeg, tinyPdf, tinyPng } from '../../test/sampleFiles';

let t: TestApp;
let lawyer: Person;
let client: Person;
let other: Person;

async function upload(who: Person | null, name: string, data: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${t.url}/api/profile/photo`, {
    method: 'POST',
    body: form,
    headers: who ? { Authorization: `Bearer ${who.token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Profile & { message: string } };
}

const fetchPhoto = (path: string, who: Person | null) =>
  fetch(`${t.url}${path}`, { headers: who ? { Authorization: `Bearer ${who.token}` } : {} });

const storedNameOf = async (userId: string) =>
  (
    await t.db
      .selectFrom('user_profiles')
      .select('photo_stored_name')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.photo_stored_name ?? null;

beforeAll(async () => {
  t = await createTestApp({ env: { LEXSETU_MAX_PHOTO_MB: '1' } });
  lawyer = await addLawyer(t);
  await t.db.updateTable('users').set({ name: 'Ottoline Brackenbury' }).where('id', '=', lawyer.id).execute();
  await syncExpertSearchRow(t.db, lawyer.id);
  client = await addClient(t, 'Photo Client');
  other = await addClient(t, 'Other Client');
});
afterAll(() => t.close());

describe('profile photo', () => {
  it('stores a PNG as the caller’s own photo and serves it to signed-in users only', async () => {
    const reply = await upload(client, 'me.png', tinyPng);
    expect(reply.status).toBe(200);
    expect(reply.body.photoUrl).toMatch(new RegExp(`^/api/users/${client.id}/photo\\?v=[0-9a-f]{12}$`));
    const own = await t.api.get<Profile>('/api/profile', { token: client.token });
    expect(own.body.photoUrl).toBe(reply.body.photoUrl);
    // Nobody else's photo changed.
    expect(await storedNameOf(other.id)).toBeNull();

    const seen = await fetchPhoto(reply.body.photoUrl!, other);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await seen.arrayBuffer()).equals(tinyPng)).toBe(true);
    expect((await fetchPhoto(reply.body.photoUrl!, null)).status).toBe(401);
    expect((await fetchPhoto(`/api/users/${other.id}/photo`, client)).status).toBe(404);
  });

  it('refuses what is not a PNG or JPEG by its bytes, whatever the name says, and keeps the old photo', async () => {
    const before = await storedNameOf(client.id);
    for (const [name, data] of [
      ['page.png', Buffer.from(htmlPage)],
      ['deed.jpg', tinyPdf],
    ] as const) {
      const reply = await upload(client, name, Buffer.from(data));
      expect(reply.status).toBe(415);
      expect(reply.body.message).toBe(`Unsupported file type: ${name}. Allowed: PNG, JPG.`);
    }
    expect(await storedNameOf(client.id)).toBe(before);
    expect((await upload(null, 'me.png', tinyPng)).status).toBe(401);
  });

  it('refuses a photo over the configured size', async () => {
    const big = Buffer.concat([tinyPng, Buffer.alloc(1024 * 1024 + 10)]);
    const reply = await upload(other, 'big.png', big);
    expect(reply.status).toBe(413);
    expect(await storedNameOf(other.id)).toBeNull();
  });

  it('replaces the old file, and removing the photo deletes it', async () => {
    const first = await storedNameOf(client.id);
    const reply = await upload(client, 'me.jpg', tinyJpeg, 'image/jpeg');
    expect(reply.status).toBe(200);
    const second = await storedNameOf(client.id);
    expect(second).toMatch(/\.jpg$/);
    const uploads = join(t.config.dataDir, 'uploads');
    expect(existsSync(join(uploads, first!))).toBe(false);
    const removed = await t.api.send<Profile>('DELETE', '/api/profile/photo', {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.photoUrl).toBeNull();
    expect(existsSync(join(uploads, second!))).toBe(false);
  });

  it('becomes the lawyer’s picture in search and on the profile', async () => {
    const reply = await upload(lawyer, 'portrait.png', tinyPng);
    expect(reply.status).toBe(200);
    const list = await t.api.get<ExpertList>('/api/experts?q=brackenbury', { token: client.token });
    expect(list.body.items.find((i) => i._id === lawyer.id)?.image).toBe(reply.body.photoUrl);
    const profile = await t.api.get<ExpertProfile>(`/api/experts/${lawyer.id}`, { token: client.token });
    expect(profile.body.image).toBe(reply.body.photoUrl);
  });
});

describe('PATCH /api/profile name of a lawyer', () => {
  it('shows the new name in search at once', async () => {
    const found = async (q: string) =>
      (await t.api.get<ExpertList>(`/api/experts?q=${q}`, { token: client.token })).body.items.find(
        (i) => i._id === lawyer.id,
      );
    expect((await found('brackenbury'))?.name).toBe('Ottoline Brackenbury');
    const saved = await t.api.send('PATCH', '/api/profile', {
      body: JSON.stringify({ name: 'Ottoline Fairweather' }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${lawyer.token}` },
    });
    expect(saved.status).toBe(200);
    expect((await found('fairweather'))?.name).toBe('Ottoline Fairweather');
    expect(await found('brackenbury')).toBeUndefined();
  });
});
