// Admins: the audit log (GET /api/admin/audit, its CSV export).
import type { Endpoint } from './endpoint';

/** Admins only (declared access 'admin': anyone else 403). */
export const adminAuditEndpoints = {} as { [name: string]: Endpoint };
