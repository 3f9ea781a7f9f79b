// Admins: the console overview and the support inbox (contact messages and tickets, replies by e-mail).
import type { Endpoint } from './endpoint';

/** Admins only (declared access 'admin': anyone else 403). */
export const adminSupportEndpoints = {} as { [name: string]: Endpoint };
