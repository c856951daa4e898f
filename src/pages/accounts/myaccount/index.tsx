import PagePlaceholder from '@/components/PagePlaceholder';

export default function MyAccountPage() {
  return <PagePlaceholder name="myaccount" />;
}
