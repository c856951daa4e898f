import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { history, useAccess, useIntl, useLocation } from '@umijs/max';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { PATHS } from '@/paths';

/**
 * The account name at the top right, with its menu: "My account" (when the
 * account may see that page), else "Password and sign-in" (every person
 * manages their own sign-in: a sub-account without the menu code gets its
 * password, two-step sign-in and sessions there), and "Sign out" (via
 * /account/logout).
 */
export default function AvatarDropdown({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  const access = useAccess() as unknown as Record<string, unknown>;
  const items: NonNullable<MenuProps['items']> = [
    access.canAccountView
      ? { key: 'myaccount', icon: <UserOutlined />, label: intl.formatMessage({ id: 'route.myaccount' }) }
      : { key: 'signin', icon: <LockOutlined />, label: intl.formatMessage({ id: 'route.signInSecurity' }) },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'header.logout' }) },
  ];
  return (
    <Dropdown
      // Click only: with hover as well, a hover that opened the menu made the click close it again,
      // and on a busy machine the order of the two decided whether "Sign out" was reached.
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'myaccount') history.push(PATHS.myAccount);
          else if (key === 'signin') history.push(PATHS.signInSecurity);
          // The address's own query: some lists write their filters there without a navigation.
          else history.push(`/account/${key}`, { from: location.pathname + window.location.search });
        },
      }}
    >
      {/* Named by what it shows (the account name, WCAG 2.5.3) followed by what it is. */}
      <button
        type="button"
        data-testid="account-menu"
        className="console-plain-button"
        style={{ cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 8 }}
      >
        {children}
        <span className="console-visually-hidden">{intl.formatMessage({ id: 'header.account' })}</span>
      </button>
    </Dropdown>
  );
}
