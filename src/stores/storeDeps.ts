// What every screen store may be built from: the API client, the platform and the two always-there stores.
import type { ApiClient } from '@/api/client';
import type { Platform } from '@/platform/types';
import type { AuthStore } from './AuthStore';
import type { UiStore } from './UiStore';

export interface StoreDeps {
  api: ApiClient;
  platform: Platform;
  auth: AuthStore;
  ui: UiStore;
}
