// The InstantStore's calls to the API, in one place: the declared endpoints of Consult now
// (contract/instantConsultations.ts) and the wallet's balance, imported on first use so the contract (and zod)
// stay out of a public page's first load.
import type { AvailableNow, InstantConsultation } from '@contract';
import type { ApiClient } from '@/api/client';

export type { AvailableNow, InstantConsultation };

export async function instantApi(api: ApiClient) {
  const { instantConsultationEndpoints: calls, walletEndpoints } = await import('@contract');
  const byId = (id: string) => ({ params: { id } });
  return {
    availability: () => api.call(calls.availableNow),
    setAvailability: (on: boolean) => api.call(calls.setAvailableNow, { body: { on } }),
    /** The call ringing the signed-in lawyer now, if any. */
    ringing: async () =>
      (await api.call(calls.incoming)).items.find((call) => call.state === 'ringing') ?? null,
    ring: (lawyerId: string, topic: string) => api.call(calls.create, { body: { lawyerId, topic } }),
    get: (id: string) => api.call(calls.get, byId(id)),
    answer: (id: string, accept: boolean) => api.call(accept ? calls.accept : calls.decline, byId(id)),
    cancel: (id: string) => api.call(calls.cancel, byId(id)),
    end: (id: string) => api.call(calls.end, byId(id)),
    walletBalance: async () => (await api.call(walletEndpoints.wallet, { query: {} })).balancePaise,
  };
}
