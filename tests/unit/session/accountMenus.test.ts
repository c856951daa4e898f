import { getIntl } from '@umijs/max';
import { buildMenu } from '@/layouts/menu';
import { fetchMenuCodes } from '@/services/auth';
import { accessFromCodes } from '@/session/menuAccess';
import routes from '../../../config/routes';
import { setupMockApi } from '../support/mockApi';
import { signInAs, type SeedAccountName } from '../support/signIn';

// Each demo account's own menu: its sign-in, the codes the server grants it, the sider's groups they open
// (issue 30: moved from tests/e2e/specs/20-session.e2e.mjs, which signed the three accounts in through the form;
// the sider as drawn from a real sign-in is checked there still, by sub01's 403 test).
setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
});

/** The sider's groups, as named in en-US, of a seed account after it signs in. */
async function menuOf(account: SeedAccountName): Promise<string[]> {
  const { userInfo } = await signInAs(account);
  // Signed in as that account (the browser test saw the console's sider after each sign-in).
  expect(userInfo.account_name).toBe(account);
  const access = accessFromCodes(await fetchMenuCodes(), userInfo) as unknown as Record<string, unknown>;
  const intl = getIntl('en-US', true);
  return buildMenu(routes[0].routes ?? [], access, (id) => intl.formatMessage({ id })).flatMap((m) => [
    String(m.name),
    ...(m.routes ?? []).map((r) => `${String(m.name)} › ${String(r.name)}`),
  ]);
}

describe('each demo account gets its own menu', () => {
  it('demo and admin see every group; sub01 sees Traffic and Data, and of Accounts only Account health', async () => {
    const menus = { demo: await menuOf('demo'), admin: await menuOf('admin'), sub01: await menuOf('sub01') };
    for (const group of ['Dashboard', 'Traffic', 'Creative review', 'Data', 'Financial report', 'Accounts']) {
      expect(menus.demo).toContain(group);
      expect(menus.admin).toContain(group);
    }
    expect(menus.sub01).toContain('Traffic');
    expect(menus.sub01).toContain('Data');
    for (const group of ['Creative review', 'Financial report']) expect(menus.sub01).not.toContain(group);
    // Account health needs HomeView only (issue 49): the one page of the Accounts group a sub-account may have.
    expect(menus.sub01.filter((m) => m.startsWith('Accounts › '))).toEqual(['Accounts › Account health']);
  });
});
