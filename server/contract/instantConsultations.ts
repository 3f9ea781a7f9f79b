// Consult now (#58): 'Available now', ringing a lawyer, accept/decline within 60 s, the metered instant call.
import type { Endpoint } from './endpoint';

export const instantConsultationEndpoints: Record<string, Endpoint> = {};
