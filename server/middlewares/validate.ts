// zod validation of body, query and route params; the parsed values land on ctx.state.input.
import type { Middleware } from 'koa';
import type { z } from 'zod';

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** The parsed input a handler behind validate(schemas) can read from ctx.state.input. */
export type ValidatedInput<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

export function validate<S extends Schemas>(schemas: S): Middleware {
  return async (ctx, next) => {
    // parse() throws a ZodError, which the error handler turns into a 400 naming the field.
    const input: Record<string, unknown> = {};
    if (schemas.body) input.body = schemas.body.parse(ctx.request.body ?? {});
    if (schemas.query) input.query = schemas.query.parse(ctx.query);
    if (schemas.params) input.params = schemas.params.parse((ctx as { params?: unknown }).params ?? {});
    ctx.state.input = input;
    await next();
  };
}

/** Typed access to what validate() stored. */
export function inputOf<S extends Schemas>(state: { input?: unknown }, _schemas: S): ValidatedInput<S> {
  return state.input as ValidatedInput<S>;
}
