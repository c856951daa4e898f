import PagePlaceholder from '@/components/PagePlaceholder';

export default function MaterialIndexPage() {
  return <PagePlaceholder name="materialIndex" />;
}
