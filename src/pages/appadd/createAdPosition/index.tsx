import PagePlaceholder from '@/components/PagePlaceholder';

export default function AppAddAdPositionPage() {
  return <PagePlaceholder name="appAddAdPosition" />;
}
