// Every API route under /api, plus a JSON 404 for unknown /api paths (never the website's index.html).
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { notFound } from '../errors';
import type { AppDeps } from '../types';
import { createMailer } from '../services/mail';
import { accountsRouter } from './accounts';
import { availabilityRouter } from './availability';
import { bookingsRouter } from './bookings';
import { schedulesRouter } from './schedules';
import { consultationsRouter } from './consultations';
import { demoRouter } from './demo';
import { expertsRouter } from './experts';
import { lawyerProfileRouter } from './lawyerProfile';
import { adminVerificationsRouter } from './adminVerifications';
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

export function apiRouter(deps: AppDeps, extraRouters: Router[] = []): Router {
  const api = new Router({ prefix: apiPrefix });
  const mailer = createMailer(deps);
  const routers = [
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
    referralsRouter(deps),
    supportTicketsRouter(deps),
    paymentsRouter(deps),
    billsRouter(deps),
    invoicesRouter(deps),
    transactionsRouter(deps),
    serviceOrdersRouter(deps),
    earningsRouter(deps),
    earningsFilesRouter(deps),
    ...extraRouters,
  ];
  for (const router of routers) {
    api.use(router.routes());
  }
  return api;
}

export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === apiPrefix || ctx.path.startsWith(`${apiPrefix}/`))
      throw notFound(`Not found: ${ctx.method} ${ctx.path}`);
    await next();
  };
}
