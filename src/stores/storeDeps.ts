// What every screen store may be built from: the API client, the platform, the two always-there stores and the
// signed-in user's push channel.
import type { ApiClient } from '@/api/client';
import type { Platform } from '@/platform/types';
import type { AuthStore } from './AuthStore';
import type { UiStore } from './UiStore';
import type { UserChannel } from './UserChannel';

export interface StoreDeps {
  api: ApiClient;
  platform: Platform;
  auth: AuthStore;
  ui: UiStore;
  userChannel: UserChannel;
}
