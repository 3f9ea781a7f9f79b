// The OpenAPI 3.1 document of the declared endpoints (GET /api/openapi.json), built from the same zod schemas
// the API validates with and the renderer parses with: inputs as a caller sends them, replies as they come back.
import { z } from 'zod';
import { errorCodes } from './common';
import type { Endpoint, RateLimitRule } from './endpoint';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    ...(io === 'input' ? { override: declareInputRules } : {}),
  });

type Checked = {
  _zod: { def: { type: string; checks?: Checked[]; check?: string; tx?: (v: string) => string } };
};

/** zod's `.trim()`: an overwrite that trims (probed, as zod keeps no name for it). */
const trims = (schema: Checked) =>
  (schema._zod.def.checks ?? []).some(
    (c) => c._zod.def.check === 'overwrite' && c._zod.def.tx?.(' x ') === 'x',
  );

/** A transform anywhere on the way in (rupees handed on as paise): what follows it checks another value. */
const transforms = (schema: z.core.$ZodType): boolean => {
  const def = schema._zod.def as { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
  return def.type === 'transform' || (def.type === 'pipe' && (transforms(def.in!) || transforms(def.out!)));
};

/**
 * Rules the server checks on input that z.toJSONSchema leaves out, so a client built from the document sends only
 * what the server takes: a trimmed text's minimum length is what is left after trimming (a pattern), and a value
 * piped through a second schema (an e-mail trimmed, then checked) must pass that one too (allOf).
 */
function declareInputRules({
  zodSchema,
  jsonSchema: json,
}: {
  zodSchema: z.core.$ZodTypes;
  jsonSchema: z.core.JSONSchema.BaseSchema;
}): void {
  const def = zodSchema._zod.def;
  const also = (rule: Record<string, unknown>) => (json.allOf = [...(json.allOf ?? []), rule]);
  if (def.type === 'pipe' && !transforms(def.in) && def.out._zod.def.type !== 'transform') {
    const { $schema: _, ...out } = jsonSchema(def.out as z.ZodType, 'input');
    also(out);
  }
  if (def.type === 'string' && trims(zodSchema as Checked) && json.minLength) {
    const min = json.minLength;
    // At least `min` characters from the first to the last that is not white space.
    also({ pattern: min === 1 ? '\\S' : `^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$` });
  }
}

/** Each property of an object schema as a path or query parameter. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    // A path parameter is one segment: empty, the address is another route's (/api/services/ is the list).
    schema: where === 'path' ? { minLength: 1, ...property } : property,
  }));
}

const errorReply = {
  description:
    'Refused: the message says why in English, the reason names it (stable, specific), text says it in the ' +
    "language of the request's Accept-Language (en, hi or ta; English without one); 400 names the field",
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['message', 'code', 'reason', 'text'],
        properties: {
          message: { type: 'string', description: 'English' },
          code: { type: 'string', enum: Object.values(errorCodes) },
          reason: { type: 'string', description: "Stable and specific, e.g. 'slot_taken'" },
          values: {
            type: 'object',
            description: 'The values the text names, when it names any',
            additionalProperties: { type: ['string', 'number'] },
          },
          text: { type: 'string', description: 'The message in the language asked for' },
          field: { type: 'string', description: 'The input at fault (400)' },
        },
      },
    },
  },
};

/** JSON, or a multipart form: its text fields plus the declared file fields as binary strings. */
function requestBodyOf({ input }: Endpoint) {
  if (input.files) {
    const fields = (input.body ? jsonSchema(input.body, 'input') : { type: 'object', properties: {} }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const { fields: names, max, required, accepts } = input.files;
    const file = { type: 'string', contentMediaType: 'application/octet-stream', description: accepts };
    const fileProperties =
      names === '*'
        ? {}
        : Object.fromEntries(names.map((name) => [name, max > 1 ? { type: 'array', items: file } : file]));
    const schema = {
      ...fields,
      type: 'object',
      description: `Up to ${max} file${max === 1 ? '' : 's'}${names === '*' ? ', in any field' : ''}: ${accepts}`,
      properties: { ...fields.properties, ...fileProperties },
      ...(required && names !== '*' && names.length === 1
        ? { required: [...(fields.required ?? []), names[0]] }
        : {}),
      ...(names === '*' ? { additionalProperties: file } : {}),
    };
    return { requestBody: { required: true, content: { 'multipart/form-data': { schema } } } };
  }
  if (!input.body) return {};
  return {
    requestBody: {
      required: true,
      content: { 'application/json': { schema: jsonSchema(input.body, 'input') } },
    },
  };
}

/** JSON by its schema; a file or a page by its media types (text as a string, anything else as bytes). */
function replyContent({ reply, replyTypes }: Endpoint) {
  if (!replyTypes) return { 'application/json': { schema: jsonSchema(reply, 'output') } };
  return Object.fromEntries(
    replyTypes.map((type) => [type, type.startsWith('text/') ? { schema: { type: 'string' } } : {}]),
  );
}

/** Who may call an endpoint, in words (the operation's description; `x-access` holds the declared value). */
const accessText: Record<Endpoint['access'], string> = {
  public: 'Anyone may call it.',
  signedIn: 'A signed-in user (401 without a live session).',
  admin: 'An admin only (401 without a live session, 403 for anyone else).',
};

const perText: Record<RateLimitRule['per'], string> = {
  address: 'client address',
  user: 'signed-in user',
  emailAndAddress: 'e-mail and client address',
};

/** A declared rate limit in words (429 with Retry-After beyond it). */
const limitText = ({ max, windowMs, per, failuresOnly, bucket }: RateLimitRule) =>
  `At most ${max} ${failuresOnly ? 'failed ' : ''}requests per ${windowMs / 60_000} minutes per ${perText[per]} ` +
  `(limit '${bucket}'), then 429 with Retry-After.`;

export function openApiDocument(endpoints: readonly Endpoint[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      operationId: `${e.method.toLowerCase()}${path
        .replace(/[{}]/g, '')
        .replace(/\/(\w)/g, (_, c: string) => c.toUpperCase())
        .replace(/[^\w]/g, '')}`,
      summary: e.summary,
      description: [accessText[e.access], ...(e.limits ?? []).map(limitText)].join(' '),
      tags: [e.tag],
      'x-access': e.access,
      ...(e.limits
        ? {
            'x-rate-limit': e.limits.map(({ bucket, windowMs, max, per, failuresOnly }) => ({
              bucket,
              windowSeconds: windowMs / 1000,
              max,
              per,
              ...(failuresOnly ? { failuresOnly } : {}),
            })),
          }
        : {}),
      security: e.access === 'public' ? [] : [{ bearer: [] }],
      parameters: [...parametersOf(e.input.params, 'path'), ...parametersOf(e.input.query, 'query')],
      ...requestBodyOf(e),
      responses: {
        [String(e.status ?? 200)]: {
          description: 'Done',
          content: replyContent(e),
          ...(e.replyHeaders
            ? {
                headers: Object.fromEntries(
                  Object.entries(e.replyHeaders).map(([name, description]) => [
                    name,
                    { description, schema: { type: 'string' } },
                  ]),
                ),
              }
            : {}),
        },
        '4XX': errorReply,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LexSetu API',
      version,
      description:
        'The API of LexSetu, the legal-services marketplace. Money in integer paise, dates ISO 8601, ids as _id.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
  };
}
