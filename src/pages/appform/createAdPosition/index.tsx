import PagePlaceholder from '@/components/PagePlaceholder';

export default function CreateAdPositionPage() {
  return <PagePlaceholder name="createAdPosition" />;
}
