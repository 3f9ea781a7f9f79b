// A professional's own onboarding (declared in contract/verification.ts: lawyerProfileEndpoints): each route
// hands its typed input to services/lawyerProfile.ts; the certificate comes as the multipart field
// `certificate`, checked by content there.
import { Router } from '@koa/router';
import { lawyerProfileEndpoints as endpoints } from '@contract';
import { onboardingOf, saveLawyerProfile, uploadCertificate } from '../../services/lawyerProfile';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function lawyerProfileRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const lawyers = {
    db: deps.db,
    clock: deps.clock,
    storage: deps.storage,
    uploadQuotaMb: deps.config.uploadQuotaMb,
  };
  mount(router, endpoints.get, (_input, me) => onboardingOf(lawyers, me));
  mount(router, endpoints.save, (input, me) => saveLawyerProfile(lawyers, me, input));
  mount(router, endpoints.certificate, ({ files }, me) => uploadCertificate(lawyers, me, files[0]));
  return router;
}
