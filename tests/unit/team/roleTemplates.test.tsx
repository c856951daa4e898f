import { fireEvent, screen, within } from '@testing-library/react';
import { getIntl } from '@umijs/max';
import CreateUserPage from '@/features/team/CreateUserPage';
import { configureSession } from '@/session';
import { matchingTemplate, ROLE_TEMPLATES, templateCodes } from '@/features/team/roleTemplateCodes';
import type { MenuCode } from '@/contract/typings';
import { MENU_CODES } from '@/contract/values';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/userform/createUser' });
  await signInAs(...DEMO);
});

const intl = getIntl('en-US');
/** A code's box is named by the code's label and its kind, as the page writes them. */
const boxName = (code: MenuCode) =>
  `${intl.formatMessage({ id: `team.code.${code}` })} ${intl.formatMessage({
    id: `team.kind.${code.endsWith('Manage') ? 'manage' : 'view'}`,
  })}`;
/** The codes whose boxes are ticked in the permission tree. */
const checked = () => {
  const tree = within(screen.getByRole('group', { name: 'Permissions' }));
  return MENU_CODES.filter((code) => tree.queryByRole('checkbox', { name: boxName(code), checked: true }));
};
/** The data scope's boxes: one per app, named by the app and its platform. */
const appBoxes = () => screen.queryAllByRole('checkbox', { name: / (iOS|Android)$/ });

describe('role templates', () => {
  it('every template uses codes of the contract, and a template is found back from its codes', () => {
    const all = new Set<MenuCode>(MENU_CODES);
    for (const [key, codes] of Object.entries(ROLE_TEMPLATES)) {
      expect(codes.every((c) => all.has(c))).toBe(true);
      expect(matchingTemplate(templateCodes(key as keyof typeof ROLE_TEMPLATES, all), all)).toBe(key);
    }
    // Only what the caller may grant.
    expect(templateCodes('finance', new Set<MenuCode>(['HomeView']))).toEqual(['HomeView']);
  });

  it('a template fills the permission tree, the boxes stay adjustable, and "all apps" replaces the app list', async () => {
    renderPage(<CreateUserPage />, { codes: ALL_CODES, path: '/userform/createUser' });
    const roles = await screen.findByTestId('role-templates');
    fireEvent.click(within(roles).getByRole('button', { name: 'Finance' }));
    expect(checked().sort()).toEqual([...ROLE_TEMPLATES.finance].sort());
    expect(within(roles).getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
    // Adjusting a box is still possible; the template is then no longer the match.
    fireEvent.click(screen.getByRole('checkbox', { name: boxName('AccountView') }));
    expect(checked()).not.toContain('AccountView');
    expect(within(roles).getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(roles).getByRole('button', { name: 'Read only' }));
    expect(checked().every((c) => c?.endsWith('View'))).toBe(true);

    expect(appBoxes()).not.toHaveLength(0);
    fireEvent.click(screen.getByLabelText('All apps, including future ones'));
    expect(await screen.findByTestId('all-apps-note')).toHaveTextContent('each app you add later');
    expect(appBoxes()).toHaveLength(0);
  });
});
