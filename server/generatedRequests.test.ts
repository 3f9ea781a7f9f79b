// Requests generated from the API document (fast-check over GET /api/openapi.json, as an outside fuzzer would),
// sent to every declared endpoint as a client, a lawyer, an admin and someone signed out: no reply is a 5xx,
// every status is one the document declares, and every reply is what it says (JSON by its schema, files and
// pages by their media types). Path ids are drawn from the seeded rows as well, so replies other than 404 come.
// A failure names the seed: LEXSETU_FUZZ_SEED=<seed> replays the same requests.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '@contract/endpoints';
import type { Endpoint } from '@contract';
import { demoLogins } from './db/seed';
import { asText, inputSchemas, operationOf, type ApiDocument } from './test/documentRequests';
import { createTestApp, type TestApp } from './test/harness';
import { allows, documentAllows, type JsonSchema } from './test/schemaArbitrary';

/** Requests per endpoint and role: 4 × 4 roles × ~170 endpoints, about 25 s on 2 cores. */
const runsPerEndpoint = Number(process.env.LEXSETU_FUZZ_RUNS ?? 4);
const seed = Number(process.env.LEXSETU_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let t: TestApp;
let document: ApiDocument;
/** The seeded rows' ids by table: generated paths and `…Id` fields find rows, not only 404s. */
let idsByTable: Map<string, string[]>;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.api.get<ApiDocument>('/api/openapi.json')).body;
  idsByTable = await idsOfSeededRows(t);
});
afterAll(() => t.close());

async function idsOfSeededRows({ db }: TestApp): Promise<Map<string, string[]>> {
  const byTable = new Map<string, string[]>();
  for (const table of await db.introspection.getTables()) {
    if (!table.columns.some((c) => c.name === 'id')) continue;
    const rows = await sql<{ id: unknown }>`select id from ${sql.table(table.name)} limit 50`.execute(db);
    const ids = rows.rows.map((row) => row.id).filter((id): id is string => typeof id === 'string');
    if (ids.length) byTable.set(table.name, ids);
  }
  return byTable;
}

/** Ids of the table a name points to ('bookings', 'service-orders', 'lawyer', 'serviceOrder'), if one does. */
function idsNamed(name: string): string[] | undefined {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
  const people = ['lawyer', 'client', 'user', 'expert', 'experts'].includes(words) ? 'users' : undefined;
  const table = [people, words, `${words}s`].find((name) => name !== undefined && idsByTable.has(name));
  return table === undefined ? undefined : idsByTable.get(table);
}

/** A generated value, or more often a seeded row's id where `idsOf` names some for the key. */
function withSeededIds(
  values: fc.Arbitrary<Record<string, unknown>>,
  idsOf: (key: string) => string[] | undefined,
) {
  return values.chain((generated) =>
    fc.record(
      Object.fromEntries(
        Object.entries(generated).map(([key, value]) => {
          const ids = idsOf(key);
          if (!ids || typeof value !== 'string') return [key, fc.constant(value)];
          return [key, fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, fc.constant(value))];
        }),
      ),
    ),
  );
}

interface Generated {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

function requestsFor(e: Endpoint): fc.Arbitrary<Generated> {
  const { params, query, body } = inputSchemas(document, e);
  const segments = e.path.split('/');
  // A path parameter names its table by the segment before it (/bookings/:id) or by itself (:userId).
  const paramIds = (name: string) => {
    const at = segments.indexOf(`:${name}`);
    const table = name === 'id' || name === 'fileId' ? segments[at - 1]! : name.replace(/Id$/, '');
    return idsNamed(table) ?? [...idsByTable.values()].flat();
  };
  const bodyIds = (key: string) => (key.endsWith('Id') ? idsNamed(key.slice(0, -2)) : undefined);
  const object = (schema: JsonSchema) => documentAllows(schema) as fc.Arbitrary<Record<string, unknown>>;
  return fc.record({
    ...(params ? { params: withSeededIds(object(params), paramIds) } : {}),
    ...(query ? { query: object(query) } : {}),
    ...(body ? { body: withSeededIds(object(body), bodyIds) } : {}),
  }) as fc.Arbitrary<Generated>;
}

async function send(e: Endpoint, input: Generated, token: string | undefined) {
  const path = e.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? '')),
  );
  const search = input.query ? new URLSearchParams(asText(input.query)).toString() : '';
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let body: FormData | string | undefined;
  if (e.input.files) {
    const form = new FormData();
    for (const [name, value] of Object.entries(input.body ?? {})) form.append(name, String(value));
    body = form;
  } else if (e.input.body) {
    body = JSON.stringify(input.body ?? {});
    headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(`${t.url}${path}${search ? `?${search}` : ''}`, {
    method: e.method,
    headers,
    body,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** What is wrong with a reply, by the document; null when nothing is. */
function wrongReply(e: Endpoint, reply: Awaited<ReturnType<typeof send>>): string | null {
  const { responses } = operationOf(document, e);
  const declared =
    responses[String(reply.status)] ??
    (reply.status < 500 ? responses[`${String(reply.status)[0]}XX`] : undefined);
  if (!declared) return `status ${reply.status} is not declared`;
  const mediaType = reply.type.split(';')[0]!.trim();
  const content = declared.content?.[mediaType];
  if (!content)
    return `${reply.status} came as ${mediaType || 'nothing'}, declared ${Object.keys(declared.content ?? {}).join(', ')}`;
  if (mediaType !== 'application/json') return null;
  const value = JSON.parse(reply.text) as unknown;
  return allows(content.schema!, value)
    ? null
    : `${reply.status} reply outside its schema: ${reply.text.slice(0, 300)}`;
}

const roles = {
  'signed out': undefined,
  client: demoLogins[0].email,
  lawyer: demoLogins[1].email,
  admin: demoLogins[2].email,
} as const;

describe(`requests generated from the API document (seed ${seed})`, () => {
  it.each(Object.entries(roles))(
    'as %s: every declared endpoint answers within its declared statuses and schemas, never a 5xx',
    async (_role, email) => {
      const problems: string[] = [];
      for (const [i, e] of declaredEndpoints.entries()) {
        // A fresh session each endpoint: signing out or revoking sessions must not silence the rest.
        const token = email ? (await t.tokenFor(email)).token : undefined;
        const inputs = fc.sample(requestsFor(e), { numRuns: runsPerEndpoint, seed: seed + i });
        for (const input of inputs) {
          const reply = await send(e, input, token);
          const wrong = wrongReply(e, reply);
          if (wrong) problems.push(`${e.method} ${e.path} ${JSON.stringify(input).slice(0, 300)}: ${wrong}`);
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
