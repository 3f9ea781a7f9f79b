// The own profile and photo, and any user's photo (declared in contract/profile.ts: profileEndpoints): each
// route hands its typed input to services/profile.ts. Photo uploads are limited per user.
import { Router } from '@koa/router';
import { profileEndpoints as endpoints } from '@contract';
import { ownProfile, photoOf, removePhoto, updateProfile, uploadPhoto } from '../../services/profile';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function profileRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const { db, clock, storage, config } = deps;
  const profiles = {
    db,
    clock,
    storage,
    maxPhotoMb: config.maxPhotoMb,
    uploadQuotaMb: config.uploadQuotaMb,
  };

  mount(router, endpoints.get, (_input, me) => ownProfile(profiles, me));
  mount(router, endpoints.update, (input, me) => updateProfile(profiles, me, input));
  mount(router, endpoints.uploadPhoto, ({ files }, me) => uploadPhoto(profiles, me, files[0]));
  mount(router, endpoints.removePhoto, (_input, me) => removePhoto(profiles, me));
  // A file, not JSON: the image itself.
  mount(router, endpoints.photo, async (input, me, ctx) => {
    const photo = await photoOf(profiles, me, input);
    ctx.set('X-Content-Type-Options', 'nosniff');
    // private: only for signed-in users; no-cache: a new photo shows at once on every device.
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.type = photo.mime;
    return photo.body;
  });
  return router;
}
