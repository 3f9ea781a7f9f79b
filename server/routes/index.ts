// Every API route under /api, plus a JSON 404 for unknown /api paths (never the website's index.html).
import { Router } from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { errorCodes } from '@contract';
import { HttpError, notFound, said } from '../errors';
import type { AppDeps } from '../types';
import { accountsRouter } from './accounts';
import { availabilityRouter } from './availability';
import { bookingsRouter } from './bookings';
import { schedulesRouter } from './schedules';
import { consultationsRouter } from './consultations';
import { demoRouter } from './demo';
import { expertsRouter } from './experts';
import { lawyerProfileRouter } from './lawyerProfile';
import { adminVerificationsRouter } from './adminVerifications';
import { adminAuditRouter } from './adminAudit';
import { adminPaymentsRouter } from './adminPayments';
import { adminSupportRouter } from './adminSupport';
import { adminUsersRouter } from './adminUsers';
import { apiDocsRouter } from './apiDocs';
import { healthRouter } from './health';
import { apiPrefix } from './mount';
import { recoveryRouter } from './recovery';
import { publicSiteRouter } from './publicSite';
import { requestsRouter } from './requests';
import { requestUploadsRouter } from './requests/uploads';
import { reviewsRouter } from './reviews';
import { sessionRouter } from './session';
import { sessionsRouter } from './sessions';
import { accountDataRouter } from './accountData';
import { accountPhoneRouter } from './accountPhone';
import { walletRouter } from './wallet';
import { instantConsultationsRouter } from './instantConsultations';
import { notificationsRouter } from './notifications';
import { profileRouter } from './profile';
import { referralsRouter } from './referrals';
import { settingsRouter } from './settings';
import { supportTicketsRouter } from './supportTickets';
import { twoFactorRouter } from './twoFactor';
import { paymentsRouter } from './payments';
import { billsRouter } from './bills';
import { invoicesRouter } from './invoices';
import { transactionsRouter } from './transactions';
import { serviceOrdersRouter } from './serviceOrders';
import { earningsFilesRouter, earningsRouter } from './earnings';

/**
 * Every API route under /api, as one middleware that first picks the routers by the path's first segment
 * after /api (one Map lookup) and then lets @koa/router match only their routes. One router over all routes
 * tested each route's regular expression on every request, a visible share of a session check's CPU. A router
 * whose routes do not all start with a fixed segment is asked for every path, and the routers keep their
 * order, so a path answers exactly as it would through one router.
 */
export function apiRoutes(deps: AppDeps, extraRouters: Router[] = []): Middleware {
  const routers = apiRouters(deps, extraRouters);
  const segmentsOf = (router: Router) =>
    new Set(router.stack.map((layer) => String(layer.path).split('/')[1] ?? ''));
  const fixed = (segment: string) => /^[\w.-]+$/.test(segment);
  const everywhere = routers.filter((router) => ![...segmentsOf(router)].every(fixed));
  const joined = (members: Router[]) => {
    const api = new Router({ prefix: apiPrefix });
    for (const router of members) api.use(router.routes());
    // The router adds ctx.params and ctx.router itself; to Koa it is a middleware like any other.
    const routes = api.routes() as unknown as Middleware;
    // The router goes on to next() only when no route took the request: then the method may be the wrong one.
    return ((ctx, next) => routes(ctx, () => refuseOtherMethods(ctx, next))) as Middleware;
  };
  const bySegment = new Map<string, Middleware>();
  for (const segment of new Set(routers.flatMap((router) => [...segmentsOf(router)].filter(fixed))))
    bySegment.set(
      segment,
      joined(routers.filter((router) => everywhere.includes(router) || segmentsOf(router).has(segment))),
    );
  const other = everywhere.length ? joined(everywhere) : null;
  const prefix = `${apiPrefix}/`;
  return (ctx, next) => {
    if (!ctx.path.startsWith(prefix)) return other ? other(ctx, next) : next();
    const end = ctx.path.indexOf('/', prefix.length);
    const segment = ctx.path.slice(prefix.length, end < 0 ? undefined : end);
    const routes = bySegment.get(segment) ?? other;
    return routes ? routes(ctx, next) : next();
  };
}

/** A path the API has, asked with a method none of its routes take: 405 naming the ones they do (Allow), and
 * OPTIONS answered with them. A path no route has goes on to the 404. */
async function refuseOtherMethods(ctx: Context, next: Next): Promise<void> {
  const matched = (ctx as { matched?: { methods: string[] }[] }).matched ?? [];
  const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
  if (allowed.length === 0 || allowed.includes(ctx.method)) {
    await next();
    return;
  }
  const allow = allowed.join(', ');
  if (ctx.method === 'OPTIONS') {
    ctx.status = 204;
    ctx.set('Allow', allow);
    return;
  }
  throw new HttpError(
    405,
    errorCodes.methodNotAllowed,
    said('method_not_allowed', { method: ctx.method, path: ctx.path, allow }),
    undefined,
    { Allow: allow },
  );
}

/** One router holding every API route (the OpenAPI and declaration tests read its stack). */
export function apiRouter(deps: AppDeps, extraRouters: Router[] = []): Router {
  const api = new Router({ prefix: apiPrefix });
  for (const router of apiRouters(deps, extraRouters)) api.use(router.routes());
  return api;
}

function apiRouters(deps: AppDeps, extraRouters: Router[]): Router[] {
  const { mailer } = deps;
  return [
    healthRouter(deps),
    apiDocsRouter(deps),
    sessionRouter(deps),
    accountsRouter(deps),
    sessionsRouter(deps),
    recoveryRouter(deps, mailer),
    demoRouter(deps),
    expertsRouter(deps),
    lawyerProfileRouter(deps),
    adminVerificationsRouter(deps),
    requestsRouter(deps),
    requestUploadsRouter(deps),
    reviewsRouter(deps),
    availabilityRouter(deps),
    bookingsRouter(deps),
    schedulesRouter(deps),
    consultationsRouter(deps),
    publicSiteRouter(deps),
    notificationsRouter(deps),
    settingsRouter(deps),
    profileRouter(deps),
    twoFactorRouter(deps),
    accountDataRouter(deps),
    accountPhoneRouter(deps),
    walletRouter(deps),
    instantConsultationsRouter(deps),
    referralsRouter(deps),
    supportTicketsRouter(deps),
    paymentsRouter(deps),
    billsRouter(deps),
    invoicesRouter(deps),
    transactionsRouter(deps),
    serviceOrdersRouter(deps),
    earningsRouter(deps),
    earningsFilesRouter(deps),
    adminUsersRouter(deps),
    adminPaymentsRouter(deps),
    adminSupportRouter(deps),
    adminAuditRouter(deps),
    ...extraRouters,
  ];
}

export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === apiPrefix || ctx.path.startsWith(`${apiPrefix}/`))
      throw notFound(said('route_not_found', { method: ctx.method, path: ctx.path }));
    await next();
  };
}
