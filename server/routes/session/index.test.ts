import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { validateTokenResponseSchema } from '@contract';
import { demoLogins } from '../../db/seed';
import { revokeSession } from '../../services/sessions';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const unauthorized = { message: 'Unauthorized', code: 'unauthorized' };

describe('/api/validate-token', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect(await t.api.get('/api/validate-token')).toMatchObject({ status: 401, body: unauthorized });
    expect(await t.api.post('/api/validate-token', undefined, { token: 'not-a-jwt' })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
    const forged = jwt.sign({ sid: 'x' }, 'another-secret-another-secret-0123456789', {
      subject: demoLogins[0].id,
    });
    expect(await t.api.get('/api/validate-token', { token: forged })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
  });

  it('answers 200 with the user for a live token, on GET and POST', async () => {
    const { token } = await t.tokenFor();
    const expected = {
      _id: demoLogins[0].id,
      name: 'Asha Verma',
      email: 'asha@demo.lexsetu.in',
      role: 'consumer',
    };
    const get = await t.api.get('/api/validate-token', { token });
    expect(get.status).toBe(200);
    expect(validateTokenResponseSchema.strict().parse(get.body)).toEqual(expected);
    const post = await t.api.post('/api/validate-token', {}, { token });
    expect(post).toMatchObject({ status: 200, body: expected });
  });

  it("refuses a guard check whose body is not an object (the spec's client posts {})", async () => {
    const { token } = await t.tokenFor();
    const refused = await t.api.post<{ code: string }>('/api/validate-token', ['{}'], { token });
    expect(refused).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });

  it('answers 401 once the session is revoked, while other sessions stay live', async () => {
    const revoked = await t.tokenFor();
    const other = await t.tokenFor();
    await revokeSession(t.db, revoked.sessionId);
    expect(await t.api.get('/api/validate-token', { token: revoked.token })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
    expect((await t.api.get('/api/validate-token', { token: other.token })).status).toBe(200);
  });

  it('the token names its session and user and expires in 7 days', async () => {
    const { token, sessionId } = await t.tokenFor(demoLogins[1].email);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sid: sessionId, sub: demoLogins[1].id });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
  });
});
