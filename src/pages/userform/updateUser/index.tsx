import PagePlaceholder from '@/components/PagePlaceholder';

export default function UpdateUserPage() {
  return <PagePlaceholder name="updateUser" />;
}
