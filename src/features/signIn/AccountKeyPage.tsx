import { useEffect } from 'react';
import { Spin } from 'antd';
import { useIntl, useLocation, useModel, useParams } from '@umijs/max';
import { PATHS } from '@/paths';
import NotFoundPage from '@/components/NotFound';
import { signOut } from '@/lib/signOut/signOut';

/** /account/:key — the user menu sends the user here; `logout` signs out. */
export default function AccountActionPage() {
  const { key } = useParams<{ key: string }>();
  const location = useLocation();
  const intl = useIntl();
  const { setInitialState } = useModel('@@initialState');
  const from = (location.state as { from?: unknown } | null)?.from;

  useEffect(() => {
    if (key !== 'logout') return;
    signOut({ from: typeof from === 'string' ? from : PATHS.home });
    void setInitialState((s) => ({ menuCodes: [], ...s, currentUser: undefined }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key !== 'logout') return <NotFoundPage />;
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin tip={intl.formatMessage({ id: 'page.signingOut' })}>
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}
