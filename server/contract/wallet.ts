// The client's wallet (#58): balance and entries, top-ups in fixed amounts, refund of unused balance.
import type { Endpoint } from './endpoint';

export const walletEndpoints: Record<string, Endpoint> = {};
