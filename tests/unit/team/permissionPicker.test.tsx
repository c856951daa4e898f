import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import PermissionPicker from '@/features/team/PermissionPicker';
import { toggleCode } from '@/features/team/permissionCodes';
import type { MenuCode, PermissionGroup } from '@/contract/typings';
import { renderPage } from '../support/renderPage';

const GROUPS: PermissionGroup[] = [
  {
    key: 'app',
    name: 'Apps (server)',
    children: [
      { code: 'AppView', name: 'Apps', kind: 'view', grantable: true },
      { code: 'AppManage', name: 'Manage apps', kind: 'manage', grantable: true },
    ],
  },
  {
    key: 'account',
    name: 'Account',
    children: [
      { code: 'AccountView', name: 'My account', kind: 'view', grantable: true },
      { code: 'AccountManage', name: 'Edit my account', kind: 'manage', grantable: true },
      { code: 'ReportApiView', name: 'Report API', kind: 'view', grantable: false },
    ],
  },
];

function Harness({ initial = [] as MenuCode[], grantable }: { initial?: MenuCode[]; grantable: MenuCode[] }) {
  const [codes, setCodes] = useState<MenuCode[]>(initial);
  return (
    <>
      <PermissionPicker groups={GROUPS} grantable={new Set(grantable)} value={codes} onChange={setCodes} />
      <output data-testid="codes">{[...codes].sort().join(',')}</output>
    </>
  );
}

// Each code's box, by its name: the code's label and its kind (en-US).
const NAMES: Record<string, string> = {
  AppView: 'Apps View',
  AppManage: 'Manage apps Manage',
  AccountView: 'My account View',
  AccountManage: 'Edit my account Manage',
  ReportApiView: 'Report API View',
};
const box = (code: string) => screen.getByRole('checkbox', { name: NAMES[code] });
/** A group's own box: its name alone. */
const groupBox = (name: string) => screen.getByRole('checkbox', { name });
const codes = () => screen.getByTestId('codes').textContent;

describe('toggleCode', () => {
  it('adds the View a Manage needs and drops a Manage whose View is removed', () => {
    expect(toggleCode([], 'AppManage', true).sort()).toEqual(['AppManage', 'AppView']);
    expect(toggleCode(['AppView', 'AppManage', 'HomeView'], 'AppView', false)).toEqual(['HomeView']);
    expect(toggleCode(['AppView', 'AppManage'], 'AppManage', false)).toEqual(['AppView']);
    expect(toggleCode(['ReportApiView'], 'AccountView', false)).toEqual(['ReportApiView']);
  });
});

describe('the permission tree', () => {
  const all: MenuCode[] = ['AppView', 'AppManage', 'AccountView', 'AccountManage'];

  it('ticks View with Manage, and unticks Manage with View', () => {
    renderPage(<Harness grantable={all} />);
    fireEvent.click(box('AppManage'));
    expect(codes()).toBe('AppManage,AppView');
    expect(box('AppView')).toBeChecked();
    fireEvent.click(box('AppView'));
    expect(codes()).toBe('');
    expect(box('AppManage')).not.toBeChecked();
  });

  it('shows the console names and View/Manage labels', () => {
    renderPage(<Harness grantable={all} />);
    expect(screen.getByText('Manage apps')).toBeInTheDocument();
    expect(screen.getAllByText('Manage')).toHaveLength(2);
    // The group name comes from the locale files, not the server.
    expect(screen.getByLabelText('Apps', { selector: 'input:not([data-code])' })).toBeInTheDocument();
  });

  it('cannot grant what the caller lacks; a group tick takes only the grantable codes', () => {
    renderPage(<Harness grantable={all} />);
    expect(box('ReportApiView')).toBeDisabled();
    const group = groupBox('Account');
    fireEvent.click(group);
    expect(codes()).toBe('AccountManage,AccountView');
    expect(group).toBeChecked();
    fireEvent.click(group);
    expect(codes()).toBe('');
  });

  it('shows a partly ticked group as indeterminate', () => {
    renderPage(<Harness grantable={all} initial={['AppView']} />);
    expect(groupBox('Apps')).toBePartiallyChecked();
  });
});
