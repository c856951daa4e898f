import PagePlaceholder from '@/components/PagePlaceholder';

export default function FlowAdPositionsPage() {
  return <PagePlaceholder name="adpositions" />;
}
