import { configure, render, type RenderResult } from '@testing-library/react';
import { AccessContext } from '@@/plugin-access/context';
import { createHistory, getIntl, RawIntlProvider } from '@umijs/max';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { signInWithPassword } from '@/services/auth';
import { accessFromCodes } from '@/session/menuAccess';
import { setToken, setUserInfo } from '@/session';
import type { MenuCode } from '@/services/typings';

// antd and pro-components render slowly in jsdom on a shared 2-core machine.
configure({ asyncUtilTimeout: 15000 });

export const DEMO_CODES: MenuCode[] = [
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
export const SUB01_CODES: MenuCode[] = ['HomeView', 'AppView', 'AdPosView', 'BillReportView'];

const PASSWORDS: Record<string, string> = { demo: 'Demo@2026', admin: 'Admin@2026', sub01: 'Sub@2026' };

/** Signs in against the mock (msw) and stores token and user as the login page would. */
export async function signInAs(account: 'demo' | 'admin' | 'sub01') {
  const result = await signInWithPassword({ account, password: PASSWORDS[account] });
  setToken(result['user-token']);
  setUserInfo(result.userInfo);
  return result;
}

/**
 * Renders a page the way the console does: English texts, antd locale, the
 * access flags of the given menu codes, and a memory router at `path`.
 */
export function renderPage(
  ui: ReactElement,
  { codes = DEMO_CODES, admin = false, path = '/' }: { codes?: MenuCode[]; admin?: boolean; path?: string } = {},
): RenderResult & { history: ReturnType<typeof createHistory> } {
  const history = createHistory({ type: 'memory', initialEntries: [path] } as never);
  const access = accessFromCodes(codes, { account_name: 'x', access: admin ? 'admin' : 'user' });
  const result = render(
    <RawIntlProvider value={getIntl('en-US')}>
      <ConfigProvider locale={enUS}>
        <AntApp>
          <AccessContext.Provider value={access as never}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </AccessContext.Provider>
        </AntApp>
      </ConfigProvider>
    </RawIntlProvider>,
  );
  return Object.assign(result, { history });
}
