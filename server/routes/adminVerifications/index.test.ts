import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  verificationListSchema,
  type ExpertList,
  type VerificationItem,
  type VerificationList,
} from '@contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { walkPages } from '../../test/pages';
import { tinyPdf } from '../../test/sampleFiles';

let t: TestApp;
let admin: string;
let consumer: string;
let lawyer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
  consumer = (await t.tokenFor('asha@demo.lexsetu.in')).token;
  lawyer = (await t.tokenFor('rohan@demo.lexsetu.in')).token;
});
afterAll(() => t.close());

let counter = 0;
/** Signs up a professional named `name`, saves the profile step and (optionally) a certificate. */
async function submitted(name: string, withCertificate = true) {
  const email = `applicant${++counter}@example.in`;
  const reg = await t.api.post<{ user: { _id: string } }>('/api/register', {
    email,
    password: 'Correct-Horse-42',
    role: 'professional',
  });
  const id = reg.body.user._id;
  await t.db.updateTable('users').set({ name }).where('id', '=', id).execute();
  const token = (await t.tokenFor(email)).token;
  await t.api.send('PUT', '/api/profile/lawyer', {
    body: JSON.stringify({
      practiceAreas: ['Tax', 'Corporate'],
      languages: ['English', 'Hindi'],
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      officeAddress: '4 Kaiserbagh Chambers, Hazratganj',
      yearsExperience: 4,
      ratePaise: 2500,
      bio: 'Tax and corporate advocate helping small firms with filings and disputes.',
      enrolmentNumber: 'UP/777/2020',
      barCouncil: 'Bar Council of Uttar Pradesh',
      enrolmentYear: 2020,
    }),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });
  if (withCertificate) {
    const form = new FormData();
    form.append('certificate', new Blob([new Uint8Array(tinyPdf)]), 'enrolment.pdf');
    await fetch(`${t.url}/api/profile/lawyer/certificate`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
  }
  return { id, token };
}

const search = async (q: string) =>
  (await t.api.get<ExpertList>(`/api/experts?q=${encodeURIComponent(q)}`, { token: consumer })).body;
const notices = (userId: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'verification')
    .execute();

describe('admin role', () => {
  it('is shown on the wire for the seeded admin and cannot be taken at sign-up', async () => {
    const me = await t.api.get<{ role: string }>('/api/validate-token', { token: admin });
    expect(me.body.role).toBe('admin');
    const login = await t.api.post<{ user: { role: string } }>('/api/login', {
      email: 'admin@demo.lexsetu.in',
      password: 'Demo@1234',
    });
    expect(login.body.user.role).toBe('admin');
    const reg = await t.api.post<{ user: { role: string } }>('/api/register', {
      email: 'sneaky@example.in',
      password: 'Correct-Horse-42',
      role: 'admin',
    });
    expect(reg.body.user.role).toBe('consumer');
  });
});

describe('/api/admin/verifications', () => {
  it('answers 401 without a session and 403 for clients and lawyers, changing nothing', async () => {
    const applicant = await submitted('Vasudha Anand');
    expect((await t.api.get('/api/admin/verifications')).status).toBe(401);
    expect((await t.api.post(`/api/admin/verifications/${applicant.id}/approve`)).status).toBe(401);
    for (const token of [consumer, lawyer, applicant.token]) {
      expect((await t.api.get('/api/admin/verifications', { token })).status).toBe(403);
      expect(
        (await t.api.post(`/api/admin/verifications/${applicant.id}/approve`, undefined, { token })).status,
      ).toBe(403);
      expect(
        (
          await t.api.post(
            `/api/admin/verifications/${applicant.id}/reject`,
            { reason: 'Not valid' },
            { token },
          )
        ).status,
      ).toBe(403);
      expect(
        (await t.api.get(`/api/admin/verifications/${applicant.id}/certificate`, { token })).status,
      ).toBe(403);
    }
    const row = await t.db
      .selectFrom('lawyer_profiles')
      .select('verification_status')
      .where('user_id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(row.verification_status).toBe('pending');
  });

  it('lists pending profiles with their details and certificate; the certificate downloads as an attachment', async () => {
    const applicant = await submitted('Ira Chandrasekhar');
    const res = await t.api.get<VerificationList>('/api/admin/verifications?status=pending', {
      token: admin,
    });
    expect(res.status).toBe(200);
    const item = verificationListSchema.parse(res.body).items.find((i) => i._id === applicant.id);
    expect(item).toMatchObject({
      name: 'Ira Chandrasekhar',
      practiceAreas: ['Tax', 'Corporate'],
      enrolmentNumber: 'UP/777/2020',
      ratePaise: 2500,
      status: 'pending',
      certificate: { name: 'enrolment.pdf', mime: 'application/pdf' },
    });
    // The seeded pending lawyer is listed too; verified ones are not.
    expect(res.body.items.every((i) => i.status === 'pending')).toBe(true);
    const file = await t.api.get(`/api/admin/verifications/${applicant.id}/certificate`, { token: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="enrolment.pdf"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.text.startsWith('%PDF-')).toBe(true);
    expect((await t.api.get('/api/admin/verifications?status=famous', { token: admin })).status).toBe(400);
  });

  it('pages the queue first submitted first: each page follows the last, nothing repeated or skipped', async () => {
    for (const name of ['Page One', 'Page Two', 'Page Three']) await submitted(name);
    const whole = await t.api.get<VerificationList>('/api/admin/verifications?limit=100', { token: admin });
    expect(whole.body.nextCursor).toBeNull();
    const walked = await walkPages<VerificationItem>(t, '/api/admin/verifications', admin, 2);
    expect(walked.pages.length).toBe(Math.ceil(whole.body.items.length / 2));
    expect(walked.items.map((i) => i._id)).toEqual(whole.body.items.map((i) => i._id));
    expect(walked.items.slice(-3).map((i) => i.name)).toEqual(['Page One', 'Page Two', 'Page Three']);
  });

  it('approves: the lawyer is notified and appears in search', async () => {
    const applicant = await submitted('Zubin Quadros');
    expect((await search('Quadros')).total).toBe(0);
    const res = await t.api.post<VerificationItem>(
      `/api/admin/verifications/${applicant.id}/approve`,
      undefined,
      {
        token: admin,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('verified');
    expect((await search('Quadros')).items.map((i) => i._id)).toEqual([applicant.id]);
    expect((await t.api.get(`/api/experts/${applicant.id}`, { token: consumer })).body).toMatchObject({
      verified: true,
    });
    expect(await notices(applicant.id)).toEqual([
      expect.objectContaining({ kind: 'verification', link: `/dashboard/lawyer-profile/${applicant.id}` }),
    ]);
  });

  it('rejects only with a reason; the lawyer is told why and stays out of search', async () => {
    const applicant = await submitted('Yamini Quraishi');
    const path = `/api/admin/verifications/${applicant.id}/reject`;
    const missing = await t.api.post<{ message: string }>(path, {}, { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'reason' });
    expect((await t.api.post(path, { reason: '   ' }, { token: admin })).status).toBe(400);
    expect(await notices(applicant.id)).toEqual([]);
    const reason = 'The enrolment number does not match the certificate.';
    const res = await t.api.post<VerificationItem>(path, { reason }, { token: admin });
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await search('Quraishi')).total).toBe(0);
    const [notice] = await notices(applicant.id);
    expect(notice.message).toContain(reason);
    const own = await t.api.get<{ status: string; rejectionReason: string }>('/api/profile/lawyer', {
      token: applicant.token,
    });
    expect(own.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });

  it('answers 404 for unknown ids and 409 when approving without a certificate', async () => {
    expect(
      (await t.api.post('/api/admin/verifications/NOPE/approve', undefined, { token: admin })).status,
    ).toBe(404);
    expect(
      (
        await t.api.post(
          '/api/admin/verifications/NOPE/reject',
          { reason: 'No such lawyer' },
          { token: admin },
        )
      ).status,
    ).toBe(404);
    expect((await t.api.get('/api/admin/verifications/NOPE/certificate', { token: admin })).status).toBe(404);
    const noCertificate = await submitted('Omkar Lele', false);
    const res = await t.api.post(`/api/admin/verifications/${noCertificate.id}/approve`, undefined, {
      token: admin,
    });
    expect(res.status).toBe(409);
    expect((await search('Omkar Lele')).total).toBe(0);
  });
});
