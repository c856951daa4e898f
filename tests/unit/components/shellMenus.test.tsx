import { fireEvent, screen, within } from '@testing-library/react';
import AvatarDropdown from '@/components/RightContent/AvatarDropdown';
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
});
