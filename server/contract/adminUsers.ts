// Admins: users — search, a user's page, suspend and reinstate, admins' notes.
import type { Endpoint } from './endpoint';

/** Admins only (declared access 'admin': anyone else 403). */
export const adminUserEndpoints = {} as { [name: string]: Endpoint };
