// GET /api/settings (every setting with its default) and PUT /api/settings (any subset; unknown keys and wrong
// types answer 400). Stored per user, so every device the user signs in from gets the same.
import { Router } from '@koa/router';
import { settingsPatchSchema, type Settings } from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { inputOf, validate } from '../../middlewares/validate';
import { expertListingChanged } from '../../services/expertListing';
import { getUserSettings, updateUserSettings } from '../../services/settings';
import type { AppDeps } from '../../types';

export function settingsRouter({ db, config }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  router.get('/settings', auth, async (ctx) => {
    ctx.body = (await getUserSettings(db, ctx.state.user!.id)) satisfies Settings;
  });

  const put = { body: settingsPatchSchema };
  router.put('/settings', auth, validate(put), async (ctx) => {
    const { body } = inputOf(ctx.state, put);
    ctx.body = (await updateUserSettings(db, ctx.state.user!.id, body)) satisfies Settings;
    // Location and profile visibility decide what search shows: drop cached answers at once.
    if (body.location !== undefined || body.profileVisibility !== undefined)
      await expertListingChanged(db, ctx.state.user!.id);
  });

  return router;
}
