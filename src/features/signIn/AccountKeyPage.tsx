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
    // Back (or Forward) onto this entry once signed out: its state still names the old page, and signing
    // out again would send the login page back into it. Only a history move (POP) with no session left
    // counts: the route may also render again in the middle of an ordinary sign-out (a PUSH), and that
    // must keep the login page's way back.
    if (history.action === 'POP' && !getToken()) {
      history.replace(PATHS.login);
      return;
    }
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
