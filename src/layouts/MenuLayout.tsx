import { UserOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { Link, useAccess, useIntl, useLocation, useModel } from '@umijs/max';
import { useMemo, type ReactNode } from 'react';
import routes from '../../config/routes';
import defaultSettings from '../../config/defaultSettings';
import AvatarDropdown from '@/components/RightContent/AvatarDropdown';
import LangSelect from '@/components/RightContent/LangSelect';
import MediaDivideMenuLink, { isMediaDividePath } from '@/components/MediaDivideLink';
import { buildMenu } from './menu';

/** The menu chrome of SPEC.md section 1: mix layout, fluid, fixed header and sider, light, blue. */
export default function MenuLayout({ children, documentTitle }: { children: ReactNode; documentTitle: string }) {
  const intl = useIntl();
  const location = useLocation();
  const access = useAccess() as unknown as Record<string, unknown>;
  const { initialState } = useModel('@@initialState');
  const menu = useMemo(
    () => buildMenu(routes[0].routes ?? [], access, (id) => intl.formatMessage({ id })),
    [access, intl],
  );
  const { logo, colorPrimary, title, ...layoutSettings } = defaultSettings;

  return (
    <ProLayout
      {...layoutSettings}
      title={title}
      logo={<img src={logo} alt="" width={28} height={28} />}
      location={{ pathname: location.pathname }}
      route={{ path: '/', routes: menu }}
      menu={{ locale: false }}
      // ProLayout writes document.title itself; give it the root layout's `<page name> - Media Console`.
      pageTitleRender={() => documentTitle}
      token={{ colorPrimary }}
      menuItemRender={(item, dom) =>
        isMediaDividePath(item.path) ? (
          <MediaDivideMenuLink>{dom}</MediaDivideMenuLink>
        ) : item.path ? (
          <Link to={item.path}>{dom}</Link>
        ) : (
          dom
        )
      }
      onMenuHeaderClick={() => undefined}
      headerTitleRender={(logoDom, titleDom) => (
        <Link to="/dashboard" aria-label={title}>
          {logoDom}
          {titleDom}
        </Link>
      )}
      actionsRender={() => [<LangSelect key="lang" />]}
      avatarProps={{
        title: initialState?.currentUser?.account_name,
        size: 'small',
        icon: <UserOutlined />,
        render: (_, dom) => <AvatarDropdown>{dom}</AvatarDropdown>,
      }}
    >
      {children}
    </ProLayout>
  );
}
