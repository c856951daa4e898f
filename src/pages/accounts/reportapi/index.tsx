import PagePlaceholder from '@/components/PagePlaceholder';

export default function ReportApiPage() {
  return <PagePlaceholder name="reportapi" />;
}
