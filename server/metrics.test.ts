// GET /metrics: the named series in Prometheus' format, for the operator only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';
import { until } from './test/until';

const token = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => (t = await createTestApp({ seed: false, env: { LEXSETU_METRICS_TOKEN: token } })));
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = {}) => fetch(`${t.url}/metrics`, { headers });

describe('GET /metrics', () => {
  it('counts requests by method, route pattern and status, with durations, pool, rooms and process figures', async () => {
    await t.api.get('/api/health');
    await t.api.get('/api/experts/01ABCDEF');
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    // A request is counted once its reply has gone out ('finish'), which may come after the client has it.
    const healthCounted = /http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/;
    const text = await until(
      async () => (await scrape()).text(),
      (body) => healthCounted.test(body) && body.includes('route="/api/experts/:id",status="401"'),
    );
    expect(text).toMatch(healthCounted);
    // The pattern, never the id: one series per endpoint.
    expect(text).toContain('route="/api/experts/:id",status="401"');
    expect(text).not.toContain('01ABCDEF');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/,
    );
    for (const series of [
      'lexsetu_realtime_rooms 0',
      'lexsetu_realtime_sockets 0',
      'lexsetu_realtime_user_sockets 0',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_user_seconds_total',
      'lexsetu_db_pool_connections',
    ])
      expect(text).toContain(series);
  });

  it('refuses a caller through a proxy or with a wrong token, and lets the right token in', async () => {
    const proxied = await scrape({ 'X-Forwarded-For': '203.0.113.9' });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({
      message: 'Metrics are only for the operator of this server.',
      code: 'forbidden',
      reason: 'metrics_operator_only',
      text: 'Metrics are only for the operator of this server.',
    });
    expect(
      (await scrape({ 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer wrong-token-0123456789' }))
        .status,
    ).toBe(403);
    expect(
      (await scrape({ 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${token}` })).status,
    ).toBe(200);
  });
});
