// One contract: every declared endpoint is mounted, every route of a declared resource is declared, and the
// OpenAPI document built from the declarations is valid and covers each of them.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '@contract/endpoints';
import { createTestApp, type TestApp } from '../test/harness';
import { apiRouter } from '.';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ seed: false })));
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path}`;
/** The resources declared so far: every route under them must be declared too. */
const declaredResources = ['/api/bookings', '/api/health', '/api/openapi.json'];

describe('the contract and the mounted routes', () => {
  it('mounts every declared endpoint, and declares every route of a declared resource', () => {
    const router = apiRouter({ ...t.deps });
    const mounted = router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => key(m, String(layer.path))),
    );
    const declared = declaredEndpoints.map((e) => key(e.method, e.path));
    expect(
      declared.filter((d) => !mounted.includes(d)),
      'declared but not mounted',
    ).toEqual([]);
    const undeclared = mounted.filter(
      (m) => declaredResources.some((r) => m.split(' ')[1]!.startsWith(r)) && !declared.includes(m),
    );
    expect(undeclared, 'mounted under a declared resource but not declared').toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document covering every declared endpoint', async () => {
    const res = await t.api.get<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; security: unknown[] }>>;
    }>('/api/openapi.json');
    expect(res.status).toBe(200);
    const result = await new Validator().validate(res.body as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const e of declaredEndpoints) {
      const operation = res.body.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${e.path}`).toBeDefined();
      expect(operation!.security).toEqual(e.access === 'signedIn' ? [{ bearer: [] }] : []);
    }
    const create = res.body.paths['/api/bookings']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, unknown>;
    };
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['lawyerId', 'date', 'slot', 'mode', 'topic']),
    );
    expect(Object.keys(create.responses)).toEqual(['201', '4XX']);
  });
});
