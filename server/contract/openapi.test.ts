// The API document carries the rules the server checks on input (issue #54: a client generated from it sent
// what the server refused): whatever the document allows in an endpoint's path, query or body, the endpoint's
// own schema takes. Values are generated from the document alone (fast-check), never from the zod schemas.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asText, inputSchemas, type ApiDocument } from '../test/documentRequests';
import { documentAllows, type JsonSchema } from '../test/schemaArbitrary';
import { declaredEndpoints } from './endpoints';
import { openApiDocument } from './openapi';

const document = openApiDocument(declaredEndpoints, 'test') as unknown as ApiDocument;

describe('the API document', () => {
  it.each(declaredEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: every input it allows is taken by the endpoint',
    (_name, e) => {
      const declared = inputSchemas(document, e);
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = declared[part];
        const parser = e.input[part];
        if (!schema || !parser) continue;
        const sent =
          part === 'body' ? (v: unknown) => v : (v: unknown) => asText(v as Record<string, unknown>);
        fc.assert(
          fc.property(documentAllows(schema), (value) => {
            const parsed = parser.safeParse(sent(value));
            expect(parsed.error?.issues[0], `${part} ${JSON.stringify(value)}`).toBeUndefined();
          }),
          { numRuns: 60 },
        );
      }
    },
  );

  it('declares files and pages as what they are, not JSON', () => {
    const types = (path: string) => Object.keys(document.paths[path]!.get!.responses['200']!.content!);
    expect(types('/api/account/export')).toEqual(['application/zip']);
    expect(types('/api/invoices/{id}/pdf')).toEqual(['application/pdf']);
    expect(types('/api/earnings/statement/{month}')).toEqual(['application/pdf']);
    expect(types('/api/docs')).toEqual(['text/html']);
    expect(types('/api/docs/{file}')).toEqual(['text/css', 'text/javascript']);
    expect(types('/api/bookings/{id}/calendar.ics')).toEqual(['text/calendar']);
    expect(types('/api/users/{id}/photo')).toEqual(['image/png', 'image/jpeg']);
    expect(types('/api/booking-documents/{id}')).toContain('application/pdf');
    expect(types('/api/health')).toEqual(['application/json']);
  });

  it('says what the server refuses: extra fields of a strict body, e-mail, unique items, real dates', () => {
    const body = (path: string, method = 'post') =>
      document.paths[path]![method]!.requestBody!.content['application/json']!.schema;
    const field = (schema: JsonSchema, name: string) => schema.properties![name]!;
    expect(body('/api/profile', 'patch').additionalProperties).toBe(false);
    expect(field(body('/api/profile', 'patch'), 'dateOfBirth').anyOf![0]!.format).toBe('date');
    // Sign-up's field takes an e-mail or an Indian mobile number (#58): both shapes are said.
    expect(JSON.stringify(field(body('/api/register'), 'email'))).toContain('"format":"email"');
    expect(JSON.stringify(field(body('/api/register'), 'email'))).toContain('[6-9]');
    expect(field(body('/api/availability', 'put'), 'days').uniqueItems).toBe(true);
    expect(field(body('/api/bookings'), 'date').format).toBe('date');
  });
});
