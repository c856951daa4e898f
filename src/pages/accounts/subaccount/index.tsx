import PagePlaceholder from '@/components/PagePlaceholder';

export default function SubAccountPage() {
  return <PagePlaceholder name="subaccount" />;
}
