import StatusResult from '@/components/StatusResult';

/** 403: the account's menu codes do not allow this page. */
export default function Forbidden() {
  return <StatusResult status="403" reason="page.forbidden" />;
}
