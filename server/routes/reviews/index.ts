// Reviews (declared in contract/reviews.ts: reviewEndpoints): write, a lawyer's list, reply, report, and the
// admin's list, hide and restore, each handed to its use case in services/reviews/. Reports are limited per
// user: enough for real use, not enough for a script flooding the admins.
import { Router } from '@koa/router';
import { reviewEndpoints as endpoints } from '@contract';
import {
  createReview,
  hideReview,
  listExpertReviews,
  listReviewsForAdmin,
  replyToReview,
  reportReview,
  restoreReview,
} from '../../services/reviews';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function reviewsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.create, (input, me) => createReview(deps, me, input));
  mount(router, endpoints.listForExpert, (input, me) => listExpertReviews(deps, me, input));
  mount(router, endpoints.reply, (input, me) => replyToReview(deps, me, input));
  mount(router, endpoints.report, (input, me) => reportReview(deps, me, input));
  mount(router, endpoints.adminList, (input, me) => listReviewsForAdmin(deps, me, input));
  mount(router, endpoints.hide, (input, me) => hideReview(deps, me, input));
  mount(router, endpoints.restore, (input, me) => restoreReview(deps, me, input));
  return router;
}
