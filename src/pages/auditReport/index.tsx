import PagePlaceholder from '@/components/PagePlaceholder';

export default function AuditReportPage() {
  return <PagePlaceholder name="auditReport" />;
}
