import { useEffect } from 'react';
import { Spin } from 'antd';
import { history, useIntl, useLocation, useModel, useParams } from '@umijs/max';
import { PATHS } from '@/paths';
import NotFoundPage from '@/components/NotFound';
import { signOut } from '@/lib/signOut/signOut';
import { getToken } from '@/session';

/** /account/:key — the user menu sends the user here; `logout` signs out. */
export default function AccountActionPage() {
  const { key } = useParams<{ key: string }>();
  const location = useLocation();
  const intl = useIntl();
  const { setInitialState } = useModel('@@initialState');
  const from = (location.state as { from?: unknown } | null)?.from;

  useEffect(() => {
    if (key !== 'logout') return;
    void setInitialState((s) => ({ menuCodes: [], ...s, currentUser: undefined }));
    // Back after signing out comes here again, with the old page in the history entry's state. The
    // session is already gone (the layout may not have re-rendered yet): plain login, no way back in.
    if (!getToken()) history.replace(PATHS.login);
    else signOut({ from: typeof from === 'string' ? from : PATHS.home });
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
