import StatusResult from '@/components/StatusResult';

/** 404: no page at this address. */
export default function NotFound() {
  return <StatusResult status="404" reason="page.notFound" />;
}
