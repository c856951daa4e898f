import { LogoutOutlined } from '@ant-design/icons';
import { history, useIntl, useLocation } from '@umijs/max';
import { Dropdown } from 'antd';
import type { ReactNode } from 'react';

/** The account name at the top right, with the menu whose item signs out (via /account/logout). */
export default function AvatarDropdown({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <Dropdown
      trigger={['click', 'hover']}
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'header.logout' }) }],
        onClick: ({ key }) => history.push(`/account/${key}`, { from: location.pathname + location.search }),
      }}
    >
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'header.account' })}
        data-testid="account-menu"
        style={{ all: 'unset', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 8 }}
      >
        {children}
      </button>
    </Dropdown>
  );
}
