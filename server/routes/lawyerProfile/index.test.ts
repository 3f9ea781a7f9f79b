import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerOnboardingSchema, type LawyerOnboarding, type LawyerProfileInput } from '@contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { fakeExe, htmlPage, tinyDoc, tinyPdf, tinyPng } from '../../test/sampleFiles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** A fresh professional signed up through the API, with a session token. */
async function newProfessional(): Promise<{ id: string; token: string }> {
  const email = `pro${++counter}@example.in`;
  const reg = await t.api.post<{ user: { _id: string } }>('/api/register', {
    email,
    password: 'Correct-Horse-42',
    role: 'professional',
  });
  expect(reg.status).toBe(201);
  return { id: reg.body.user._id, token: (await t.tokenFor(email)).token };
}

const validProfile: LawyerProfileInput = {
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

const put = (token: string, body: unknown) =>
  t.api.send<LawyerOnboarding & { message: string; field?: string }>('PUT', '/api/profile/lawyer', {
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });

async function upload(token: string | null, name: string, data: Buffer, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('certificate', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${t.url}/api/profile/lawyer/certificate`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as LawyerOnboarding & { message: string } };
}

const uploadsIn = () => {
  const dir = join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('GET/PUT /api/profile/lawyer', () => {
  it('needs a login and a professional account', async () => {
    expect((await t.api.get('/api/profile/lawyer')).status).toBe(401);
    const consumer = (await t.tokenFor('asha@demo.lexsetu.in')).token;
    expect((await t.api.get('/api/profile/lawyer', { token: consumer })).status).toBe(403);
    expect((await put(consumer, validProfile)).status).toBe(403);
    expect((await upload(consumer, 'c.pdf', tinyPdf)).status).toBe(403);
    expect((await upload(null, 'c.pdf', tinyPdf)).status).toBe(401);
  });

  it('starts empty, saves a pending profile (rate in paise) and keeps it out of search', async () => {
    const pro = await newProfessional();
    const empty = lawyerOnboardingSchema.parse(
      (await t.api.get('/api/profile/lawyer', { token: pro.token })).body,
    );
    expect(empty).toEqual({
      _id: pro.id,
      profile: null,
      status: null,
      rejectionReason: null,
      certificate: null,
    });
    const saved = await put(pro.token, validProfile);
    expect(saved.status).toBe(200);
    expect(lawyerOnboardingSchema.parse(saved.body)).toMatchObject({
      status: 'pending',
      profile: validProfile,
    });
    const row = await t.db
      .selectFrom('lawyer_profiles')
      .selectAll()
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      rate_paise: 3000,
      title: 'Family Lawyer',
      verification_status: 'pending',
      office_address: validProfile.officeAddress,
    });
    const asha = (await t.tokenFor('asha@demo.lexsetu.in')).token;
    expect((await t.api.get(`/api/experts/${pro.id}`, { token: asha })).status).toBe(404);
  });

  it('shows a profile saved before the office address was asked for with an empty one to fill in', async () => {
    const pro = await newProfessional();
    await put(pro.token, validProfile);
    await t.db
      .updateTable('lawyer_profiles')
      .set({ office_address: '' })
      .where('user_id', '=', pro.id)
      .execute();
    const res = await t.api.get('/api/profile/lawyer', { token: pro.token });
    expect(lawyerOnboardingSchema.parse(res.body).profile).toMatchObject({
      city: 'Chennai',
      officeAddress: '',
    });
  });

  it('answers bad input with a 400 naming the field, changing nothing', async () => {
    const pro = await newProfessional();
    const cases: [Partial<Record<keyof LawyerProfileInput, unknown>>, string][] = [
      [{ practiceAreas: [] }, 'practiceAreas'],
      [{ practiceAreas: ['Astrology'] }, 'practiceAreas.0'],
      [{ languages: [] }, 'languages'],
      [{ city: ' ' }, 'city'],
      [{ officeAddress: 'x' }, 'officeAddress'],
      [{ officeAddress: 'a'.repeat(201) }, 'officeAddress'],
      [{ yearsExperience: -1 }, 'yearsExperience'],
      [{ ratePaise: 12.5 }, 'ratePaise'],
      [{ ratePaise: 0 }, 'ratePaise'],
      [{ bio: 'short' }, 'bio'],
      [{ enrolmentNumber: '<script>' }, 'enrolmentNumber'],
      [{ barCouncil: '' }, 'barCouncil'],
      [{ enrolmentYear: new Date().getFullYear() + 1 }, 'enrolmentYear'],
    ];
    for (const [change, field] of cases) {
      const res = await put(pro.token, { ...validProfile, ...change });
      expect(res.status, field).toBe(400);
      expect(String(res.body.field), res.body.message).toMatch(new RegExp(`^${field}`));
    }
    const { state: _state, ...withoutState } = validProfile;
    expect((await put(pro.token, withoutState)).body.field).toBe('state');
    const { officeAddress: _office, ...withoutOffice } = validProfile;
    expect((await put(pro.token, withoutOffice)).body.message).toBe('Office address is required.');
    expect(
      await t.db.selectFrom('lawyer_profiles').select('user_id').where('user_id', '=', pro.id).execute(),
    ).toEqual([]);
  });
});

describe('the rate on the profile step', () => {
  it('refuses a rate of 0 or -5 paise (once saved as ₹0.01/min) with a 400, saving nothing', async () => {
    const pro = await newProfessional();
    expect((await put(pro.token, validProfile)).status).toBe(200);
    for (const ratePaise of [0, -5, -500]) {
      const res = await put(pro.token, { ...validProfile, ratePaise, city: 'Madurai' });
      expect(res.status, String(ratePaise)).toBe(400);
      expect(res.body.message).toBe('Rate must be at least ₹1 per minute.');
    }
    const row = await t.db
      .selectFrom('lawyer_profiles')
      .select(['rate_paise', 'city'])
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rate_paise: 3000, city: 'Chennai' });
  });

  it('still loads a profile whose rate was saved under ₹1 before the rule, so the lawyer can correct it', async () => {
    const pro = await newProfessional();
    await put(pro.token, validProfile);
    await t.db.updateTable('lawyer_profiles').set({ rate_paise: 1 }).where('user_id', '=', pro.id).execute();
    const res = await t.api.get('/api/profile/lawyer', { token: pro.token });
    expect(res.status).toBe(200);
    expect(lawyerOnboardingSchema.parse(res.body).profile).toMatchObject({ ratePaise: 1 });
    expect((await put(pro.token, validProfile)).body.profile).toMatchObject({ ratePaise: 3000 });
  });
});

describe('POST /api/profile/lawyer/certificate', () => {
  it('keeps a PDF or PNG checked by content, replacing the previous one', async () => {
    const pro = await newProfessional();
    await put(pro.token, validProfile);
    const before = uploadsIn();
    const pdf = await upload(pro.token, 'enrolment.pdf', tinyPdf);
    expect(pdf.status).toBe(201);
    expect(pdf.body.certificate).toMatchObject({ name: 'enrolment.pdf', mime: 'application/pdf' });
    // Named .jpg, but the bytes are a PNG: the bytes decide.
    const png = await upload(pro.token, 'scan.jpg', tinyPng, 'image/jpeg');
    expect(png.body.certificate).toMatchObject({ name: 'scan.jpg', mime: 'image/png' });
    expect(png.body.status).toBe('pending');
    expect(uploadsIn()).toBe(before + 1);
  });

  it('refuses a renamed .exe, an HTML page named .png and a Word file, storing nothing', async () => {
    const pro = await newProfessional();
    const before = uploadsIn();
    for (const [name, data] of [
      ['certificate.pdf', fakeExe],
      ['certificate.png', htmlPage],
      ['certificate.doc', tinyDoc],
    ] as const) {
      const res = await upload(pro.token, name, data, 'image/png');
      expect(res.status, name).toBe(415);
      expect(res.body.message).toBe(`Unsupported file type: ${name}. Allowed: PDF, PNG or JPEG.`);
    }
    expect(uploadsIn()).toBe(before);
    const state = await t.api.get<LawyerOnboarding>('/api/profile/lawyer', { token: pro.token });
    expect(state.body.certificate).toBeNull();
  });

  it('needs exactly one file, sent as multipart', async () => {
    const pro = await newProfessional();
    const res = await fetch(`${t.url}/api/profile/lawyer/certificate`, {
      method: 'POST',
      body: new FormData(),
      headers: { Authorization: `Bearer ${pro.token}` },
    });
    expect(res.status).toBe(400);
    expect((await t.api.post('/api/profile/lawyer/certificate', {}, { token: pro.token })).status).toBe(415);
  });
});

describe('a photo uploaded before the profile', () => {
  it('becomes the new profile’s picture', async () => {
    const pro = await newProfessional();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${t.url}/api/profile/photo`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${pro.token}` },
    });
    expect(uploaded.status).toBe(200);
    const { photoUrl } = (await uploaded.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(/^\/api\//);
    expect((await put(pro.token, validProfile)).status).toBe(200);
    const row = await t.db
      .selectFrom('lawyer_profiles')
      .select('photo_url')
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(row.photo_url).toBe(photoUrl);
  });
});
