// The public site's API (declared in contract/publicSite.ts: publicSiteEndpoints, no sign-in): each route hands
// its typed input to services/publicSite.ts. The two forms are limited per client address.
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { publicSiteEndpoints as endpoints } from '@contract';
import { bearerToken } from '../../middlewares/auth';
import {
  blogCards,
  blogStory,
  createLead,
  featuredExperts,
  sendContactMessage,
} from '../../services/publicSite';
import { sessionOfToken } from '../../services/sessions';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function publicSiteRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const { db, config } = deps;

  /** The signed-in user's id when a valid bearer token came along; a bad one is a visitor, not a failure. */
  async function optionalUserId(ctx: Context): Promise<string | null> {
    const token = bearerToken(ctx);
    const live = token ? await sessionOfToken(db, token, config.jwtSecret) : null;
    return live?.user.id ?? null;
  }

  mount(router, endpoints.contact, async (input, _me, ctx) =>
    sendContactMessage(deps, input, await optionalUserId(ctx)),
  );
  mount(router, endpoints.lead, async (input, _me, ctx) =>
    createLead(deps, input, await optionalUserId(ctx)),
  );
  mount(router, endpoints.blogs, () => blogCards());
  mount(router, endpoints.blog, (input) => blogStory(input));
  mount(router, endpoints.featuredExperts, () => featuredExperts(deps));
  return router;
}
