// An endpoint's input as the API document (GET /api/openapi.json) declares it: path parameters, query and body,
// each as one JSON Schema, for generating requests a client built from the document could send.
import type { Endpoint } from '@contract';
import type { JsonSchema } from './schemaArbitrary';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface InputSchemas {
  params?: JsonSchema;
  query?: JsonSchema;
  /** JSON, or a multipart form's text fields (the files are not generated). */
  body?: JsonSchema;
}

export const operationOf = (document: ApiDocument, e: Endpoint): Operation =>
  document.paths[e.path.replace(/:(\w+)/g, '{$1}')]![e.method.toLowerCase()]!;

export function inputSchemas(document: ApiDocument, e: Endpoint): InputSchemas {
  const operation = operationOf(document, e);
  const parameters = (where: Parameter['in']): JsonSchema | undefined => {
    const declared = operation.parameters.filter((p) => p.in === where);
    if (!declared.length) return undefined;
    return {
      type: 'object',
      properties: Object.fromEntries(declared.map((p) => [p.name, p.schema])),
      required: declared.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    };
  };
  return { params: parameters('path'), query: parameters('query'), body: bodySchema(operation) };
}

function bodySchema({ requestBody }: Operation): JsonSchema | undefined {
  if (!requestBody) return undefined;
  const [[type, { schema }]] = Object.entries(requestBody.content) as [[string, { schema: JsonSchema }]];
  if (type !== 'multipart/form-data') return schema;
  const isFile = (s: JsonSchema) => !!(s.contentMediaType ?? s.items?.contentMediaType);
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([, s]) => !isFile(s)),
  );
  const { additionalProperties: _files, ...fields } = schema;
  return { ...fields, properties, required: (schema.required ?? []).filter((name) => name in properties) };
}

/** How a path or query value travels: as text. */
export const asText = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
