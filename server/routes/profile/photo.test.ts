// Profile photo (PNG/JPEG by content, own photo only, shown to signed-in users and on the lawyer's listing) and
// a verified lawyer's rename: out of search until an admin approves the new name, then found under it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertList, ExpertProfile, LoginResponse, Profile, User } from '@contract';
import { syncExpertSearchRow } from '../../db/search';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { htmlPage, tinyJpeg, tinyPdf, tinyPng } from '../../test/sampleFiles';
import { liveBooking } from '../../test/realtimeClient';
import { updateUserSettings } from '../../services/settings';

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

/** An admin approves the lawyer again (the certificate on file is what the admin checks). */
async function approve(t: TestApp, userId: string) {
  await t.db
    .insertInto('lawyer_certificates')
    .values({
      user_id: userId,
      original_name: 'certificate.pdf',
      stored_name: 'certificate.pdf',
      mime: 'application/pdf',
      size: 100,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
  const res = await t.api.post(`/api/admin/verifications/${userId}/approve`, {}, { token: admin });
  expect(res.status).toBe(200);
}

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

  it('takes one photo, in the declared field `photo` only (400 naming it, nothing stored)', async () => {
    const send = async (fields: [string, string][]) => {
      const form = new FormData();
      for (const [field, name] of fields)
        form.append(field, new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), name);
      const res = await fetch(`${t.url}/api/profile/photo`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${other.token}` },
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    // Any field used to do.
    const stray = await send([['avatar', 'me.png']]);
    expect(stray).toEqual({
      status: 400,
      body: expect.objectContaining({ message: expect.stringMatching(/photo/) }),
    });
    expect(
      (
        await send([
          ['photo', 'a.png'],
          ['photo', 'b.png'],
        ])
      ).status,
    ).toBe(400);
    expect((await send([])).status).toBe(400);
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

  it('the sign-in and session replies say whether the user has a photo (the header asks for none without)', async () => {
    const login = { email: `photo-${Date.now()}@example.in`, password: 'Nyaya#Setu2024' };
    expect((await t.api.post('/api/register', { ...login, role: 'consumer' })).body).toMatchObject({
      user: { hasPhoto: false },
    });
    const signedIn = await t.api.post<LoginResponse>('/api/login', login);
    expect(signedIn.body.user.hasPhoto).toBe(false);
    const me: Person = { id: signedIn.body.user._id, token: signedIn.body.token };
    const hasPhoto = async () =>
      (await t.api.get<User>('/api/validate-token', { token: me.token })).body.hasPhoto;
    expect(await hasPhoto()).toBe(false);
    expect((await upload(me, 'me.png', tinyPng)).status).toBe(200);
    expect(await hasPhoto()).toBe(true);
    expect((await t.api.post<LoginResponse>('/api/login', login)).body.user.hasPhoto).toBe(true);
    await t.api.send('DELETE', '/api/profile/photo', { headers: { Authorization: `Bearer ${me.token}` } });
    expect(await hasPhoto()).toBe(false);
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

describe('the photo of a lawyer who hid their profile', () => {
  it('answers 404 to anyone who may not see the profile; their clients and the lawyer still get it', async () => {
    const hidden = await addLawyer(t);
    expect((await upload(hidden, 'me.png', tinyPng)).status).toBe(200);
    const theirClient = await addClient(t, 'Their Client');
    await liveBooking(t, theirClient, hidden);
    const photo = (viewer: Person) => t.api.get(`/api/users/${hidden.id}/photo`, { token: viewer.token });
    expect((await photo(other)).status).toBe(200);
    await updateUserSettings(
      t.db,
      hidden.id,
      { profileVisibility: 'clients' },
      t.deps.clock.now().toISOString(),
    );
    expect((await photo(other)).status).toBe(404);
    expect((await photo(theirClient)).status).toBe(200);
    expect((await photo(hidden)).status).toBe(200);
    await updateUserSettings(
      t.db,
      hidden.id,
      { profileVisibility: 'nobody' },
      t.deps.clock.now().toISOString(),
    );
    expect((await photo(theirClient)).status).toBe(404);
    expect((await photo(hidden)).status).toBe(200);
  });
});

describe('PATCH /api/profile name of a lawyer', () => {
  it('takes a renamed verified lawyer out of search until an admin approves the new name', async () => {
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
    // Nobody can pass as another lawyer by renaming: the profile is pending again, listed under neither name.
    expect(await found('fairweather')).toBeUndefined();
    expect(await found('brackenbury')).toBeUndefined();
    const { verification_status } = await t.db
      .selectFrom('lawyer_profiles')
      .select('verification_status')
      .where('user_id', '=', lawyer.id)
      .executeTakeFirstOrThrow();
    expect(verification_status).toBe('pending');
    await approve(t, lawyer.id);
    expect((await found('fairweather'))?.name).toBe('Ottoline Fairweather');
    expect(await found('brackenbury')).toBeUndefined();
  });

  it('keeps a verified lawyer verified when only rate, languages or bio change, not enrolment or Bar Council', async () => {
    const other = await addLawyer(t, 'verified');
    const status = async () =>
      (
        await t.db
          .selectFrom('lawyer_profiles')
          .select('verification_status')
          .where('user_id', '=', other.id)
          .executeTakeFirstOrThrow()
      ).verification_status;
    const base = {
      practiceAreas: ['Family', 'Property'],
      languages: ['English', 'Tamil'],
      city: 'Chennai',
      state: 'Tamil Nadu',
      officeAddress: 'Chamber 18, Advocates Block, High Court Campus, Parrys',
      yearsExperience: 7,
      ratePaise: 3000,
      bio: 'Family and property advocate at the Madras High Court, plain advice in Tamil and English.',
      enrolmentNumber: 'TN/4321/2017',
      barCouncil: 'Bar Council of Tamil Nadu and Puducherry',
      enrolmentYear: 2017,
    };
    const save = (body: object) =>
      t.api.send('PUT', '/api/profile/lawyer', {
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${other.token}` },
      });
    // New enrolment details: checked again, then approved.
    expect((await save(base)).status).toBe(200);
    expect(await status()).toBe('pending');
    await approve(t, other.id);
    expect(await status()).toBe('verified');
    // Rate, languages and bio are the lawyer's to change.
    expect(
      (await save({ ...base, ratePaise: 4500, languages: ['English'], bio: base.bio + ' Evenings too.' }))
        .status,
    ).toBe(200);
    expect(await status()).toBe('verified');
    expect((await save({ ...base, enrolmentNumber: 'TN/9999/2017' })).status).toBe(200);
    expect(await status()).toBe('pending');
    await approve(t, other.id);
    expect(
      (await save({ ...base, enrolmentNumber: 'TN/9999/2017', barCouncil: 'Bar Council of Kerala' })).status,
    ).toBe(200);
    expect(await status()).toBe('pending');
  });
});
