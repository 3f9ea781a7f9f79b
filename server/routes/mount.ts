// Mounts a declared endpoint (server/contract): checks who may call it and its rate limits once, validates its
// input once, and hands the typed input and user to the use case; the reply comes with the declared status.
import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Endpoint, FileRule, InputOf, ReceivedFile, ReplyOf } from '@contract';
import type { UserRow } from '../db/schema';
import { adminOnly, adminTwoFactorRequired, badRequest, said } from '../errors';
import { requireAuth } from '../middlewares/auth';
import { multipart } from '../middlewares/body';
import { discardTemp, type IncomingFile } from '../services/files';
import { isTwoFactorEnabled } from '../services/twoFactor';
import { declaredLimiter } from './declaredLimits';
import type { AppDeps } from '../types';

export const apiPrefix = '/api';

/** Every endpoint mounted so far, for the test that each route is declared and each declaration mounted. */
export const mountedEndpoints = new Set<Endpoint>();

type Handler<E extends Endpoint> = (
  input: InputOf<E>,
  user: E['access'] extends 'public' ? UserRow | undefined : UserRow,
  ctx: Context,
) => Promise<ReplyOf<E>> | ReplyOf<E>;

/** formidable's files, each with the form field it came in. */
function receivedFiles(ctx: Context): ReceivedFile[] {
  const byField = (ctx.request as { files?: Record<string, IncomingFile | IncomingFile[] | undefined> })
    .files;
  return Object.entries(byField ?? {}).flatMap(([field, f]) =>
    (Array.isArray(f) ? f : f ? [f] : []).map((file) => ({ ...file, field })),
  );
}

/** The declaration's rule: the fields allowed, how many, whether one is needed (content: the use case). */
function checkFiles(files: ReceivedFile[], { fields, max, required }: FileRule): void {
  if (fields !== '*') {
    const stray = files.find((f) => !fields.includes(f.field));
    if (stray)
      throw badRequest(
        said('upload_wrong_field', { fields: fields.join(' or '), field: stray.field }),
        stray.field,
      );
  }
  if (files.length > max) throw badRequest(said('too_many_files', { max }));
  if (required && files.length === 0) throw badRequest('choose_file', fields === '*' ? undefined : fields[0]);
}

/**
 * After sign-in: 403 for anyone but an admin (the signed-in user row carries role 'admin' when granted), and,
 * outside the offline demo (whose admin sales show), for an admin without two-factor authentication on.
 */
const adminGate =
  ({ db, config }: Pick<AppDeps, 'db' | 'config'>): Middleware =>
  async (ctx, next) => {
    const user = ctx.state.user as UserRow | undefined;
    if (user?.role !== 'admin') throw adminOnly();
    if (!config.demo && !(await isTwoFactorEnabled(db, user.id))) throw adminTwoFactorRequired();
    await next();
  };

export function mounter({ db, config, clock }: Pick<AppDeps, 'db' | 'config' | 'clock'>) {
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret, clock });
  const formData = multipart({ maxUploadMb: config.maxUploadMb });
  const requireAdmin = adminGate({ db, config });
  /** `before`: checks of the route's own (e.g. one export at a time), run after sign-in, before the limits. */
  return function mount<E extends Endpoint>(
    router: Router,
    declared: E,
    handler: Handler<E>,
    before: Middleware[] = [],
  ): void {
    if (!declared.path.startsWith(`${apiPrefix}/`))
      throw new Error(`${declared.path} is not under ${apiPrefix}`);
    const validate: Middleware = async (ctx) => {
      const { params, query, body, files: rule } = declared.input;
      const files = rule ? receivedFiles(ctx) : [];
      try {
        if (rule) checkFiles(files, rule);
        // parse() throws a ZodError, which the error handler turns into a 400 naming the field.
        const input = {
          ...(params ? { params: params.parse((ctx as { params?: unknown }).params ?? {}) } : {}),
          ...(query ? { query: query.parse(ctx.query) } : {}),
          ...(body ? { body: body.parse(ctx.request.body ?? {}) } : {}),
          ...(rule ? { files } : {}),
        } as InputOf<E>;
        // The declared status, unless the use case says otherwise (readiness answers 503 with its reply).
        ctx.status = declared.status ?? 200;
        ctx.body = await handler(input, ctx.state.user as never, ctx);
      } finally {
        // Stored files were moved out of the temp folder; whatever is left (a refused upload) goes.
        if (files.length) await discardTemp(files);
      }
    };
    const chain = [
      ...(declared.access === 'public' ? [] : [auth]),
      ...(declared.access === 'admin' ? [requireAdmin] : []),
      ...before,
      ...(declared.limits ?? []).map((rule) => declaredLimiter(rule, { config, clock })),
      ...(declared.input.files ? [formData] : []),
      validate,
    ];
    const path = declared.path.slice(apiPrefix.length);
    router.register(path, [declared.method], chain);
    mountedEndpoints.add(declared);
  };
}
