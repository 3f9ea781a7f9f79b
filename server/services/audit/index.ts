// The audit log: recording (record.ts), the console's list (list.ts) and its CSV export (exportCsv.ts).
export { recordAudit, type AuditEntry } from './record';
export { listAudit, type AuditDeps } from './list';
export { exportAuditCsv } from './exportCsv';
