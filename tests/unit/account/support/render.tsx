import { AccessContext } from '@@/plugin-access/context';
import { createHistory, getIntl, RawIntlProvider } from '@umijs/max';
import { configure, render } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { accessFromCodes, type AccessFlags } from '@/session/menuAccess';
import { signInWithPassword } from '@/services/auth';
import { setToken, setUserInfo } from '@/session';

// The machine running the suite is shared and slow: a mock round trip plus antd's render can take seconds.
configure({ asyncUtilTimeout: 8000 });

/**
 * Renders a page or component as the console would: English texts, the given
 * access flags, and umi's history (memory) at `path` driving the router.
 */
export function renderPage(ui: ReactElement, { codes = [] as string[], locale = 'en-US', path = '/' } = {}) {
  const access: AccessFlags = accessFromCodes(codes, null);
  const history = createHistory({ type: 'memory', initialEntries: [path] });
  const result = render(
    <HistoryRouter history={history}>
      <RawIntlProvider value={getIntl(locale)}>
        <AccessContext.Provider value={access}>{ui}</AccessContext.Provider>
      </RawIntlProvider>
    </HistoryRouter>,
  );
  return { ...result, history };
}

/** Signs in against the msw-backed mock and stores the token as the login page would. */
export async function signInAs(account: string, password: string): Promise<string> {
  const result = await signInWithPassword({ account, password });
  setToken(result['user-token']);
  setUserInfo(result.userInfo);
  return result['user-token'];
}

export const DEMO = ['demo', 'Demo@2026'] as const;
export const ALL_CODES = [
  'HomeView',
  'AppView',
  'AppManage',
  'AdPosView',
  'AdPosManage',
  'BillReportView',
  'MonthBillReportView',
  'MaterialAuditView',
  'AccountView',
  'AccountManage',
  'ReportApiView',
  'SubAccountView',
  'SubAccountManage',
];
