import type { MenuCode } from '@/contract/typings';
import { configureSession, rearmInvalidSession } from '@/session';
import { signInAs } from '../../support/signIn';

export { signInAs };

export const SUB01_CODES: MenuCode[] = ['HomeView', 'AppView', 'AdPosView', 'BillReportView'];

/**
 * The app list's tests start here: English, a session layer that navigates nowhere, at the site's root, signed in
 * as `account` (its page is rendered by each test).
 */
export async function signedInForAppList(account = 'demo'): Promise<void> {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/app' });
  rearmInvalidSession();
  window.history.replaceState(null, '', '/');
  await signInAs(account);
}
