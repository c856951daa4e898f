import PagePlaceholder from '@/components/PagePlaceholder';

export default function CreateUserPage() {
  return <PagePlaceholder name="createUser" />;
}
