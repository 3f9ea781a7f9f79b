// The admin console's stores, a module of their own: only the admin screens (routes.tsx: adminPage) and an
// admin's dashboard frame fetch it, so a client's or lawyer's dashboard carries none of their code.
import { AdminPaymentsStore } from './AdminPaymentsStore';
import { AdminSupportStore } from './AdminSupportStore';
import { AdminUsersStore } from './AdminUsersStore';
import { AuditLogStore } from './AuditLogStore';
import type { StoreDeps } from './storeDeps';

const registry = {
  adminSupport: ({ api }: StoreDeps) => new AdminSupportStore(api),
  adminPayments: ({ api }: StoreDeps) => new AdminPaymentsStore(api),
  adminUsers: ({ api }: StoreDeps) => new AdminUsersStore(api),
  auditLog: ({ api }: StoreDeps) => new AuditLogStore(api),
};

export type AdminStoreMap = { [K in keyof typeof registry]: ReturnType<(typeof registry)[K]> };
export type AdminStoreName = keyof AdminStoreMap;
export const adminStoreNames = Object.keys(registry) as AdminStoreName[];

export function createAdminStores(deps: StoreDeps) {
  const stores = {} as AdminStoreMap;
  for (const name of adminStoreNames) (stores as Record<string, unknown>)[name] = registry[name](deps);
  return {
    stores,
    /** Sign-out: nothing of the last admin's stays. */
    reset(): void {
      for (const store of Object.values(stores)) store.reset();
    },
  };
}
export type AdminStores = ReturnType<typeof createAdminStores>;
