import { fireEvent, screen, within } from '@testing-library/react';
import { dataflowProvider } from '@@/plugin-model/runtime';
import AvatarDropdown from '@/components/RightContent/AvatarDropdown';
import MenuLayout from '@/layouts/MenuLayout';
import { buildMenu } from '@/layouts/menu';
import { PATHS } from '@/paths';
import { MENU_CODES } from '@/contract/values';
import { accessFromCodes } from '@/session/menuAccess';
import routes from '../../../config/routes';
import { renderPage } from '../support/renderPage';

async function openAccountMenu() {
  fireEvent.click(screen.getByTestId('account-menu'));
  return screen.findByRole('menu');
}

describe('the user menu', () => {
  it('offers "My account" and "Sign out"; "My account" opens the account page', async () => {
    const { history } = renderPage(<AvatarDropdown>demo</AvatarDropdown>, { codes: [...MENU_CODES] });
    const menu = await openAccountMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['My account', 'Sign out']);
    fireEvent.click(within(menu).getByText('My account'));
    expect(history.location.pathname).toBe(PATHS.myAccount);
  });

  it('offers "Password and sign-in" instead of "My account" to an account that may not see that page', async () => {
    const { history } = renderPage(<AvatarDropdown>sub01</AvatarDropdown>, { codes: [] });
    let menu = await openAccountMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Password and sign-in', 'Sign out']);
    fireEvent.click(within(menu).getByText('Password and sign-in'));
    expect(history.location.pathname).toBe(PATHS.signInSecurity);
    menu = await openAccountMenu();
    fireEvent.click(within(menu).getByText('Sign out'));
    expect(history.location.pathname).toBe('/account/logout');
  });
});

describe('the sider menu', () => {
  it('gives Traffic and Creative review icons of their own', () => {
    const access = accessFromCodes([...MENU_CODES], { account_name: 'x', access: 'user' }) as unknown as Record<
      string,
      unknown
    >;
    const menu = buildMenu(routes[0].routes ?? [], access, (id) => id);
    const icon = (name: string) => {
      const item = menu.find((m) => m.name === `route.${name}`);
      return (item?.icon as { type?: unknown } | undefined)?.type;
    };
    expect(icon('flow')).toBeDefined();
    expect(icon('materialReview')).toBeDefined();
    expect(icon('flow')).not.toBe(icon('materialReview'));
    // No two top-level entries share an icon.
    const types = menu.map((m) => (m.icon as { type?: unknown } | undefined)?.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('first shows a bar for each top-level entry (the frame of the HTML), then the menu and the header buttons, which the page did not wait for', async () => {
    const access = accessFromCodes([...MENU_CODES], { account_name: 'x', access: 'user' }) as unknown as Record<
      string,
      unknown
    >;
    const top = buildMenu(routes[0].routes ?? [], access, (id) => id);
    // Testing Library's render runs both renders before it returns: the DOM's own record shows their order.
    const watch = new MutationObserver(() => undefined);
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
    renderPage(
      dataflowProvider(
        <MenuLayout>
          <p>page</p>
        </MenuLayout>,
        {},
      ),
      { codes: [...MENU_CODES], path: PATHS.home },
    );
    const records = watch.takeRecords();
    watch.disconnect();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const menu = await within(nav).findByRole('menu');
    const index = (found: MutationRecord | undefined) => (found ? records.indexOf(found) : -1);
    // The first render brought the page (with the header and the sider) ...
    const pageAt = index(records.find((r) => [...r.addedNodes].some((n) => n.textContent?.includes('page'))));
    // ... the second took the bars out of the sider's region, one for each entry, and put the menu there.
    const barsOut = records.filter((r) => r.target === nav && r.removedNodes.length > 0);
    const removed = barsOut.flatMap((r) => [...r.removedNodes]) as HTMLElement[];
    expect(removed).toHaveLength(top.length);
    expect(removed.every((bar) => bar.getAttribute('aria-hidden') === 'true' && bar.textContent === '')).toBe(true);
    const menuAt = index(records.find((r) => r.target === nav && [...r.addedNodes].includes(menu)));
    expect(pageAt).toBeGreaterThanOrEqual(0);
    expect(menuAt).toBeGreaterThan(pageAt);
    expect(index(barsOut[0])).toBeGreaterThan(pageAt);
    // The header's language and account buttons come with the menu, not with the page.
    const language = screen.getByRole('button', { name: 'Language' });
    // (The last record that brought it in: the first render's, when it came with the page.)
    const languageAt = records.findLastIndex((r) => [...r.addedNodes].some((n) => n.contains(language)));
    expect(languageAt).toBeGreaterThan(pageAt);
    expect(screen.getByTestId('account-menu')).toBeInTheDocument();
    // The region was busy meanwhile, and is not now.
    expect(records.some((r) => r.attributeName === 'aria-busy' && r.oldValue === 'true')).toBe(true);
    expect(nav).toHaveAttribute('aria-busy', 'false');
    expect(within(menu).getByRole('menuitem', { name: /Dashboard/ })).toBeInTheDocument();
    // No bar is left beside the menu (antd's Menu keeps a hidden copy of its own there, display: none).
    // eslint-disable-next-line testing-library/no-node-access -- the bars are aria-hidden: no role reaches them
    const shown = [...nav.children].filter((el) => el !== menu && (el as HTMLElement).style.display !== 'none');
    expect(shown).toHaveLength(0);
  });
});
