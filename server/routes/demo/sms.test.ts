// GET /api/demo/sms: the demo SMS inbox of a number in any spelling, under the demo mail inbox's rule (demo mode
// without a real gateway, this machine only); with MSG91 configured it does not exist.
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoSms } from '@contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { isLoopback } from '.';

let app: TestApp | undefined;
afterEach(() => app?.close());

describe('GET /api/demo/sms', () => {
  it('lists the texts sent to a number, newest first, whatever its spelling', async () => {
    app = await createTestApp({ seed: false });
    expect(app.deps.sms.name).toBe('demo');
    await app.deps.sms.send({ to: '+919876543210', text: 'first 111111', templateId: 'demo-code' });
    await app.deps.sms.send({ to: '+919876543210', text: 'second 222222', templateId: 'demo-code' });
    await app.deps.sms.send({ to: '+917000000000', text: 'someone else', templateId: 'demo-code' });
    const res = await app.api.get<DemoSms[]>(`/api/demo/sms?phone=${encodeURIComponent('098765 43210')}`);
    expect(res.status).toBe(200);
    expect(res.body.map((s) => [s.to, s.text])).toEqual([
      ['+919876543210', 'second 222222'],
      ['+919876543210', 'first 111111'],
    ]);
    const bad = await app.api.get<{ error: { field?: string } }>('/api/demo/sms?phone=12345');
    expect(bad.status).toBe(400);
  });

  it('is not there outside demo mode or with an SMS gateway configured', async () => {
    app = await createTestApp({
      seed: false,
      env: {
        LEXSETU_MSG91_AUTH_KEY: 'msg91-auth-key-0123',
        LEXSETU_MSG91_SENDER_ID: 'LEXSTU',
        LEXSETU_MSG91_DLT_TEMPLATE_ID: '1207168000000000001',
        LEXSETU_MSG91_API_URL: 'http://127.0.0.1:9',
      },
    });
    expect(app.deps.sms.name).toBe('msg91');
    expect((await app.api.get('/api/demo/sms?phone=9876543210')).status).toBe(404);
    await app.close();
    app = await createTestApp({ seed: false, env: { LEXSETU_DEMO: 'false' } });
    expect((await app.api.get('/api/demo/sms?phone=9876543210')).status).toBe(404);
  });

  it('answers loopback sockets only', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true]);
    expect(['10.0.0.5', '::ffff:192.168.1.2', undefined].map(isLoopback)).toEqual([false, false, false]);
  });
});
