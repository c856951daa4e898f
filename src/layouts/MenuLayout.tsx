import { MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useAccess, useIntl, useLocation, useModel } from '@umijs/max';
import { Button, Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PATHS } from '@/paths';
import routes from '@/routes';
import AvatarDropdown from '@/components/RightContent/AvatarDropdown';
import LangSelect from '@/components/RightContent/LangSelect';
import { MediaDivideMenuLink, isMediaDividePath } from '@/features/revenueSplit';
import { publicUrl } from '@/utils/publicUrl';
import defaultSettings from '../../config/defaultSettings';
import { buildMenu, type MenuItem } from './menu';
import styles from './MenuLayout.less';

const SIDER_WIDTH = 256;
const COLLAPSED_WIDTH = 64;

type Items = NonNullable<MenuProps['items']>;

function toItems(menu: MenuItem[]): Items {
  return menu.map((item) =>
    item.routes
      ? { key: item.path, icon: item.icon, label: item.name, children: toItems(item.routes) }
      : {
          key: item.path,
          icon: item.icon,
          label: isMediaDividePath(item.path) ? (
            <MediaDivideMenuLink>{item.name}</MediaDivideMenuLink>
          ) : (
            <Link to={item.path}>{item.name}</Link>
          ),
        },
  );
}

/** The groups that hold `path`, outermost first: open in the menu. */
function parentsOf(menu: MenuItem[], path: string): string[] {
  for (const item of menu) {
    if (item.path === path) return [];
    if (item.routes) {
      const inner = parentsOf(item.routes, path);
      if (inner.length || item.routes.some((r) => r.path === path)) return [item.path, ...inner];
    }
  }
  return [];
}

/**
 * The menu chrome of SPEC.md section 1: mix layout (a full-width header over
 * the sider), fluid content, fixed header and sider, light theme, blue.
 * Built from antd's Layout and Menu rather than pro-components' ProLayout,
 * which took about 400 ms of the 2-core machine's main thread and 230 KB on
 * every console page for features this console does not use (README "Speed").
 */
export default function MenuLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const access = useAccess() as unknown as Record<string, unknown>;
  const { initialState } = useModel('@@initialState');
  const menu = useMemo(
    () => buildMenu(routes[0].routes ?? [], access, (id) => intl.formatMessage({ id })),
    [access, intl],
  );
  const items = useMemo(() => toItems(menu), [menu]);
  const [collapsed, setCollapsed] = useState(false);
  const [openKeys, setOpenKeys] = useState(() => parentsOf(menu, pathname));
  // A page reached another way (a link, back) opens its group too.
  useEffect(() => {
    const parents = parentsOf(menu, pathname);
    setOpenKeys((open) => [...new Set([...open, ...parents])]);
  }, [menu, pathname]);

  const { logo, title, navTheme } = defaultSettings;
  const toggleLabel = intl.formatMessage({ id: collapsed ? 'layout.expand' : 'layout.collapse' });

  return (
    <Layout className={styles.root}>
      <Layout.Header className={styles.header}>
        <Link to={PATHS.home} aria-label={title} className={styles.brand}>
          <img src={publicUrl(logo)} alt="" width={28} height={28} />
          <span>{title}</span>
        </Link>
        <div className={styles.actions}>
          <LangSelect />
          <AvatarDropdown>
            {/* antd's small Avatar drawn here: its chunk (with Popover, for Avatar.Group) weighs 7 KB on every page. */}
            <span className={styles.avatar}>
              <UserOutlined aria-hidden />
            </span>
            <span>{initialState?.currentUser?.account_name}</span>
          </AvatarDropdown>
        </div>
      </Layout.Header>
      <Layout className={styles.below}>
        <Layout.Sider
          theme={navTheme}
          width={SIDER_WIDTH}
          collapsedWidth={COLLAPSED_WIDTH}
          collapsed={collapsed}
          breakpoint="lg"
          onBreakpoint={(narrow) => setCollapsed(narrow)}
          trigger={null}
          className={styles.sider}
        >
          <nav aria-label={intl.formatMessage({ id: 'layout.menu' })} className={styles.nav}>
            <Menu
              mode="inline"
              theme={navTheme}
              items={items}
              selectedKeys={[pathname]}
              openKeys={collapsed ? undefined : openKeys}
              onOpenChange={setOpenKeys}
              inlineCollapsed={collapsed}
            />
          </nav>
          <Button
            type="text"
            className={styles.toggle}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          />
        </Layout.Sider>
        <Layout.Content
          className={styles.content}
          style={{ marginInlineStart: collapsed ? COLLAPSED_WIDTH : SIDER_WIDTH }}
        >
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
