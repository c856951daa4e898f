import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@umijs/max';
import { useState } from 'react';
import { MENU_CODES } from '@/contract/values';
import { buildMenu, parentsOf, toItems } from '@/layouts/menu';
import PhoneMenu from '@/layouts/PhoneMenu';
import { PATHS } from '@/paths';
import { accessFromCodes } from '@/session/menuAccess';
import routes from '../../../config/routes';
import { renderPage } from '../support/renderPage';

const access = accessFromCodes([...MENU_CODES], { account_name: 'x', access: 'user' }) as unknown as Record<
  string,
  unknown
>;
const menu = buildMenu(routes[0].routes ?? [], access, (id) => id.replace(/^route\./, ''));

/** The header's menu button and its drawer as MenuLayout wires them at phone width, on the page shown. */
function Header() {
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState(() => parentsOf(menu, pathname));
  return (
    <PhoneMenu
      pathname={pathname}
      label="Main menu"
      items={toItems(menu)}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
    />
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Main menu' });
const drawer = () => screen.findByRole('dialog', { name: 'Main menu' });
/** The drawer is closed: the button says so and the menu is gone. */
async function expectClosed() {
  await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
}

describe('the menu drawer at phone width', () => {
  it('opens from the header button with every menu entry, and a group opens to show its pages', async () => {
    renderPage(<Header />, { codes: [...MENU_CODES], path: PATHS.home });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    fireEvent.click(menuButton());
    const dialog = await drawer();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const nav = within(dialog).getByRole('navigation', { name: 'Main menu' });
    // Every top-level entry of the route table the account may see.
    for (const item of menu) expect(within(nav).getByText(item.name)).toBeInTheDocument();
    fireEvent.click(within(nav).getByText('accounts'));
    expect(await within(nav).findByRole('link', { name: 'subaccount' })).toHaveAttribute('href', PATHS.subAccounts);
  });

  it('closes on navigation: a page chosen is shown and the drawer gives the screen back', async () => {
    const { history } = renderPage(<Header />, { codes: [...MENU_CODES], path: PATHS.home });
    fireEvent.click(menuButton());
    const nav = within(await drawer()).getByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(nav).getByText('flow'));
    fireEvent.click(await within(nav).findByRole('link', { name: 'adpositions' }));
    expect(history.location.pathname).toBe(PATHS.adPositions);
    await expectClosed();
  });

  it('closes when the page changes another way (Back)', async () => {
    const { history } = renderPage(<Header />, { codes: [...MENU_CODES], path: PATHS.home });
    act(() => history.push(PATHS.apps));
    fireEvent.click(menuButton());
    await drawer();
    act(() => history.back());
    expect(history.location.pathname).toBe(PATHS.home);
    await expectClosed();
  });

  it('closes on Escape, with its close button and on a tap outside it, keeping the page', async () => {
    const { history } = renderPage(<Header />, { codes: [...MENU_CODES], path: PATHS.settlement });
    fireEvent.click(menuButton());
    const nav = within(await drawer()).getByRole('navigation', { name: 'Main menu' });
    fireEvent.keyDown(within(nav).getAllByRole('menuitem')[0], { key: 'Escape' });
    await expectClosed();
    fireEvent.click(menuButton());
    fireEvent.click(within(await drawer()).getByRole('button', { name: 'Close' }));
    await expectClosed();
    // A tap on the backdrop lands on the dialog box itself, outside its content.
    fireEvent.click(menuButton());
    fireEvent.click(await drawer());
    await expectClosed();
    expect(history.location.pathname).toBe(PATHS.settlement);
  });
});
