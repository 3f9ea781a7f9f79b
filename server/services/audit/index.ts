// The audit log: recording (record.ts); reading and exporting come beside it.
export { recordAudit, type AuditEntry } from './record';
