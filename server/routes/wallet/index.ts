// The client's wallet (contract/wallet.ts); the rules are services/wallet's.
import { Router } from '@koa/router';
import type { AppDeps } from '../../types';

export function walletRouter(_deps: AppDeps): Router {
  return new Router();
}
