// Consult now (contract/instantConsultations.ts); the rules are services/instant's.
import { Router } from '@koa/router';
import type { AppDeps } from '../../types';

export function instantConsultationsRouter(_deps: AppDeps): Router {
  return new Router();
}
