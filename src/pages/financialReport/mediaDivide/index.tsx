import PagePlaceholder from '@/components/PagePlaceholder';

export default function MediaDividePage() {
  return <PagePlaceholder name="mediaDivide" />;
}
