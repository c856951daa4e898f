import PagePlaceholder from '@/components/PagePlaceholder';

export default function SettlementPage() {
  return <PagePlaceholder name="settlement" />;
}
