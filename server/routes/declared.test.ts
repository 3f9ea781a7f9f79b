// One contract: every route the API mounts is declared in server/contract and every declaration is mounted, and
// the OpenAPI document built from the declarations is valid and covers each of them.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '@contract/endpoints';
import { createTestApp, type TestApp } from '../test/harness';
import type { Router } from '@koa/router';
import { apiRouter } from '.';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ seed: false })));
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path}`;

describe('the contract and the mounted routes', () => {
  it('declares every mounted route, and mounts every declared endpoint, each once', () => {
    const routes = (router: Router) =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((m) => key(m, String(layer.path))),
      );
    const mounted = routes(apiRouter({ ...t.deps }));
    const declared = declaredEndpoints.map((e) => key(e.method, e.path));
    expect(
      mounted.filter((m) => !declared.includes(m)),
      'mounted but not declared',
    ).toEqual([]);
    expect(
      declared.filter((d) => !mounted.includes(d)),
      'declared but not mounted',
    ).toEqual([]);
    expect(new Set(declared).size, 'declared twice').toBe(declared.length);
    expect(new Set(mounted).size, 'mounted twice').toBe(mounted.length);
  });
});

describe("the app's routing by first path segment (routes/index.ts: apiRoutes)", () => {
  it('reaches every mounted route, and answers the API 404 for a path no route has', async () => {
    const missed: string[] = [];
    for (const layer of apiRouter({ ...t.deps }).stack)
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        const path = String(layer.path).replace(/:\w+/g, '01HZ0000000000000000000000');
        const res = await t.api.send<{ message?: string }>(
          method,
          path,
          method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } },
        );
        if (res.status === 404 && res.body?.message === `Not found: ${method} ${path}`)
          missed.push(key(method, path));
      }
    expect(missed).toEqual([]);
    for (const path of ['/api/no-such-thing', '/api/validate-token/more', '/api/']) {
      const res = await t.api.get<{ message: string }>(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message, path).toBe(`Not found: GET ${path}`);
    }
  });
});

describe('a method a known path does not take', () => {
  it('is a 405 with Allow naming the methods it takes, on every declared path; unknown paths stay 404', async () => {
    const id = '01HZ0000000000000000000000';
    const wrong: string[] = [];
    for (const path of new Set(declaredEndpoints.map((e) => e.path.replace(/:\w+/g, id)))) {
      // Every declared route this address reaches ('/api/documents/share-targets' is also '/api/documents/:id').
      const takes = [
        ...new Set(
          declaredEndpoints
            .filter((e) => new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+')}$`).test(path))
            .map((e) => e.method),
        ),
      ];
      const other = (['DELETE', 'PATCH', 'PUT', 'POST', 'GET'] as const).find((m) => !takes.includes(m))!;
      const res = await t.api.send<{ code: string }>(other, path);
      const allow = (res.headers.get('allow') ?? '').split(', ').filter((m) => m !== 'HEAD');
      if (
        res.status !== 405 ||
        res.body.code !== 'method_not_allowed' ||
        allow.sort().join() !== takes.sort().join()
      )
        wrong.push(`${other} ${path}: ${res.status} Allow: ${res.headers.get('allow')}`);
    }
    expect(wrong).toEqual([]);

    const put = await t.api.send<{ message: string }>('PUT', '/api/login');
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    expect(put.body.message).toBe('PUT is not allowed on /api/login: it takes POST.');
    const options = await t.api.send('OPTIONS', '/api/profile');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('HEAD, GET, PATCH');
    for (const path of ['/api/no-such-thing', '/api/login/more', '/api/']) {
      const res = await t.api.send('DELETE', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('allow'), path).toBeNull();
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document covering every declared endpoint', async () => {
    const res = await t.api.get<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: unknown;
            security: unknown[];
            'x-access': string;
            'x-rate-limit'?: { bucket: string; max: number }[];
          }
        >
      >;
    }>('/api/openapi.json');
    expect(res.status).toBe(200);
    const result = await new Validator().validate(res.body as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const e of declaredEndpoints) {
      const operation = res.body.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${e.path}`).toBeDefined();
      expect(operation!.security).toEqual(e.access === 'public' ? [] : [{ bearer: [] }]);
      expect(operation!['x-access']).toBe(e.access);
      expect(operation!['x-rate-limit']?.map((l) => `${l.bucket}/${l.max}`)).toEqual(
        e.limits?.map((l) => `${l.bucket}/${l.max}`),
      );
    }
    const create = res.body.paths['/api/bookings']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, unknown>;
    };
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['lawyerId', 'date', 'slot', 'mode', 'topic']),
    );
    expect(Object.keys(create.responses)).toEqual(['201', '4XX']);
    const login = res.body.paths['/api/login']!.post as unknown as { description: string };
    expect(login.description).toContain(
      'At most 10 failed requests per 15 minutes per e-mail and client address',
    );
  });
});

describe('GET /api/docs', () => {
  it('serves the API document in a viewer from this server, under its own CSP (no CDN, no inline script)', async () => {
    const page = await t.api.get<string>('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = page.text;
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((s) => s.startsWith('/api/docs/'))).toBe(true);
    expect(html).not.toMatch(/<script>[^<]/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const source of sources) {
      const asset = await t.api.get<string>(source);
      expect(asset.status, source).toBe(200);
      expect(asset.text.length, source).toBeGreaterThan(100);
    }
    const start = await t.api.get<string>('/api/docs/start.js');
    expect(start.text).toContain("url: '/api/openapi.json'");
    expect((await t.api.get('/api/docs/package.json')).status).toBe(400);
    expect((await t.api.get('/api/docs/..%2Fpackage.json')).status).toBe(400);
  });
});
