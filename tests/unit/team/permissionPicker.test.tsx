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

const box = (code: string) => document.querySelector(`input[data-code="${code}"]`) as HTMLInputElement;
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
    const group = document.querySelector('[data-group="account"] .ant-checkbox-wrapper input') as HTMLInputElement;
    fireEvent.click(group);
    expect(codes()).toBe('AccountManage,AccountView');
    expect(group).toBeChecked();
    fireEvent.click(group);
    expect(codes()).toBe('');
  });

  it('shows a partly ticked group as indeterminate', () => {
    renderPage(<Harness grantable={all} initial={['AppView']} />);
    const group = document.querySelector('[data-group="app"] .ant-checkbox-wrapper .ant-checkbox');
    expect(group).toHaveClass('ant-checkbox-indeterminate');
  });
});
