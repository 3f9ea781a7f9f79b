// Admins: payments looked up by number or gateway id, their refunds (in policy or exception), failed refunds and retry.
import type { Endpoint } from './endpoint';

/** Admins only (declared access 'admin': anyone else 403). */
export const adminPaymentEndpoints = {} as { [name: string]: Endpoint };
