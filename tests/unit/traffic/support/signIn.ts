import { signInWithPassword } from '@/services/auth';
import { setToken, setUserInfo } from '@/session';
import type { MenuCode } from '@/services/typings';
export const SUB01_CODES: MenuCode[] = ['HomeView', 'AppView', 'AdPosView', 'BillReportView'];

const PASSWORDS: Record<string, string> = { demo: 'Demo@2026', admin: 'Admin@2026', sub01: 'Sub@2026' };

/** Signs in against the mock (msw) and stores token and user as the login page would. */
export async function signInAs(account: 'demo' | 'admin' | 'sub01') {
  const result = await signInWithPassword({ account, password: PASSWORDS[account] });
  setToken(result['user-token']);
  setUserInfo(result.userInfo);
  return result;
}
