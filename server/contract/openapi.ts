// The OpenAPI 3.1 document of the declared endpoints (GET /api/openapi.json), built from the same zod schemas
// the API validates with and the renderer parses with: inputs as a caller sends them, replies as they come back.
import { z } from 'zod';
import { errorCodes } from './common';
import type { Endpoint } from './endpoint';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

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
    schema: property,
  }));
}

const errorReply = {
  description: 'Refused: the message says why (400 names the field)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['message', 'code'],
        properties: {
          message: { type: 'string' },
          code: { type: 'string', enum: Object.values(errorCodes) },
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
      tags: [e.tag],
      security: e.access === 'signedIn' ? [{ bearer: [] }] : [],
      parameters: [...parametersOf(e.input.params, 'path'), ...parametersOf(e.input.query, 'query')],
      ...requestBodyOf(e),
      responses: {
        [String(e.status ?? 200)]: {
          description: 'Done',
          content: { 'application/json': { schema: jsonSchema(e.reply, 'output') } },
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
