import PagePlaceholder from '@/components/PagePlaceholder';

export default function FlowAppPage() {
  return <PagePlaceholder name="app" />;
}
