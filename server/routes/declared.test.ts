// One contract: every declared endpoint is mounted, every route of a declared resource is declared, and the
// OpenAPI document built from the declarations is valid and covers each of them.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '@contract/endpoints';
import { createMailer } from '../services/mail';
import { createTestApp, type TestApp } from '../test/harness';
import type { AppDeps } from '../types';
import type { Router } from '@koa/router';
import { apiRouter } from '.';
import { accountDataRouter } from './accountData';
import { accountsRouter } from './accounts';
import { billsRouter } from './bills';
import { bookingsRouter } from './bookings';
import { demoRouter } from './demo';
import { earningsRouter } from './earnings';
import { healthRouter } from './health';
import { paymentsRouter } from './payments';
import { recoveryRouter } from './recovery';
import { referralsRouter } from './referrals';
import { requestsRouter } from './requests';
import { reviewsRouter } from './reviews';
import { serviceOrdersRouter } from './serviceOrders';
import { sessionRouter } from './session';
import { sessionsRouter } from './sessions';
import { settingsRouter } from './settings';
import { supportTicketsRouter } from './supportTickets';
import { transactionsRouter } from './transactions';
import { twoFactorRouter } from './twoFactor';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ seed: false })));
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path}`;
/** The routers moved to declared endpoints so far: every route they mount must be declared. */
const declaredRouters = {
  accountDataRouter,
  accountsRouter,
  billsRouter,
  bookingsRouter,
  demoRouter,
  earningsRouter,
  healthRouter,
  paymentsRouter,
  recoveryRouter: (deps: AppDeps) => recoveryRouter(deps, createMailer(deps)),
  referralsRouter,
  requestsRouter,
  reviewsRouter,
  serviceOrdersRouter,
  sessionRouter,
  sessionsRouter,
  settingsRouter,
  supportTicketsRouter,
  transactionsRouter,
  twoFactorRouter,
};

describe('the contract and the mounted routes', () => {
  it('mounts every declared endpoint, and declares every route of a declared router', () => {
    const routes = (router: Router, prefix = '') =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((m) => key(m, `${prefix}${String(layer.path)}`)),
      );
    const mounted = routes(apiRouter({ ...t.deps }));
    const declared = declaredEndpoints.map((e) => key(e.method, e.path));
    expect(
      declared.filter((d) => !mounted.includes(d)),
      'declared but not mounted',
    ).toEqual([]);
    for (const [name, build] of Object.entries(declaredRouters)) {
      const undeclared = routes(build({ ...t.deps }), '/api').filter((m) => !declared.includes(m));
      expect(undeclared, `${name} mounts routes that are not declared`).toEqual([]);
    }
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
