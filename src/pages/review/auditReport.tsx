// /auditReport/index: the audit report of creative review (docs/review.md).
export { default } from '@/features/review/AuditReportPage';
