// GET /api/settings (every setting with its default) and PUT /api/settings (any subset; unknown keys and wrong
// types answer 400), declared in contract/settings.ts. Stored per user, so every device gets the same.
import { Router } from '@koa/router';
import { settingsEndpoints as endpoints } from '@contract';
import { changeMySettings, mySettings } from '../../services/settings';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function settingsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.get, (_, me) => mySettings(deps, me));
  mount(router, endpoints.update, (input, me) => changeMySettings(deps, me, input));
  return router;
}
