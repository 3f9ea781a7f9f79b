// fast-check arbitraries from the API document's JSON Schemas (draft 2020-12, the part of it z.toJSONSchema
// writes): whatever a client generated from the document may send. zod-fast-check does not read zod 4 schemas.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  /** The document's extension: items unique by this property (a questionnaire's question ids). */
  'x-uniqueItemsBy'?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  contentMediaType?: string;
  contentEncoding?: string;
  contentSchema?: JsonSchema;
  prefixItems?: JsonSchema[];
  allOf?: JsonSchema[];
}

// Rupees with 2 decimals are multiples of 0.01 only up to floating point.
const ajv = new Ajv2020({ strict: false, allErrors: false, multipleOfPrecision: 6 });
addFormats(ajv);
const compiled = new WeakMap<object, (value: unknown) => boolean>();
/** The document's own verdict on a value (ajv, formats included): the same schema objects compile once. */
export function allows(schema: object, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate(value);
}

/** Any value the schema allows: generated from its main keywords, kept when the whole schema agrees. */
export function documentAllows(schema: JsonSchema): fc.Arbitrary<unknown> {
  return arbitraryOf(schema).filter((value) => allows(schema, value));
}

/** One schema holding both one's keywords (a's first where both have one), properties merged, required joined. */
function merged(a: JsonSchema, b: JsonSchema): JsonSchema {
  const properties = { ...b.properties };
  for (const [key, value] of Object.entries(a.properties ?? {}))
    properties[key] = properties[key] ? merged(value, properties[key]) : value;
  return {
    ...b,
    ...a,
    ...(a.properties || b.properties ? { properties } : {}),
    ...(a.required || b.required
      ? { required: [...new Set([...(a.required ?? []), ...(b.required ?? [])])] }
      : {}),
  };
}

function arbitraryOf(withRules: JsonSchema): fc.Arbitrary<unknown> {
  // allOf's rules shape what is generated too (an e-mail's format); the schema's own keywords come first.
  const { allOf = [], ...own } = withRules;
  const { anyOf, oneOf, ...schema } = allOf.reduce<JsonSchema>((all, rule) => merged(all, rule), own);
  // One of the alternatives, with the keywords beside them (an object's properties and one way to name a lawyer).
  const options = anyOf ?? oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(merged(option, schema))));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type })));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'string':
      return stringOf(schema);
    case 'array':
      return arrayOf(schema);
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const step = integer ? 1 : 0.01;
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e9 - step) + step;
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e9 + step) - step;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const { multipleOf } = schema;
  if (multipleOf)
    return fc
      .integer({ min: Math.ceil(min / multipleOf), max: Math.floor(max / multipleOf) })
      .map((n) => Number((n * multipleOf).toFixed(10)));
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 200 } = schema;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  // Plain addresses: fast-check's emailAddress() writes every form RFC 5322 allows, which no sign-up form takes.
  if (schema.format === 'email')
    return fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,6})?@[a-z0-9]{1,12}\.[a-z]{2,6}$/).filter(fits);
  if (schema.format === 'date-time' || schema.format === 'date') {
    const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true });
    return dates.map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
  }
  // An encoded value (a list's cursor): the content generated, then encoded.
  if (schema.contentSchema && schema.contentEncoding === 'base64url')
    return arbitraryOf(schema.contentSchema)
      .map((content) => Buffer.from(JSON.stringify(content)).toString('base64url'))
      .filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  // Mostly plain text; some of any script (the length rule counts UTF-16 units, as zod and JavaScript do).
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits) },
  );
}

function arrayOf(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(arbitraryOf));
  const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) };
  const item = arbitraryOf(schema.items ?? {});
  const by = schema['x-uniqueItemsBy'];
  if (by)
    return fc.uniqueArray(item, {
      ...constraints,
      selector: (value) => (value as Record<string, unknown>)[by],
    });
  return schema.uniqueItems
    ? fc.uniqueArray(item, { ...constraints, selector: (value) => JSON.stringify(value) })
    : fc.array(item, constraints);
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  const extra = schema.additionalProperties;
  if (extra === false) return known;
  // A property the schema does not name: allowed unless additionalProperties says otherwise.
  const others = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme-ascii' }).filter((key) => !(key in properties)),
    typeof extra === 'object' ? arbitraryOf(extra) : fc.jsonValue({ maxDepth: 1 }),
    { maxKeys: 2 },
  );
  return fc.tuple(known, others).map(([named, rest]) => ({ ...rest, ...named }));
}
