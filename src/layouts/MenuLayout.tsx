import { MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useAccess, useIntl, useLocation, useModel } from '@umijs/max';
import { Button, Layout, Menu } from 'antd';
import { startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PATHS } from '@/paths';
import routes from '@/routes';
import AvatarDropdown from '@/components/RightContent/AvatarDropdown';
import LangSelect from '@/components/RightContent/LangSelect';
import { publicUrl } from '@/utils/publicUrl';
import { usePhone } from '@/hooks/usePhone';
import { AlertBell } from '@/features/alerts';
import defaultSettings from '../../config/defaultSettings';
import { buildMenu, parentsOf, toItems } from './menu';
import PhoneMenu from './PhoneMenu';
import { QueryProvider } from './ConsoleMessages';
import styles from './MenuLayout.less';

const SIDER_WIDTH = 256;
const COLLAPSED_WIDTH = 64;

/**
 * The menu chrome of SPEC.md section 1: mix layout (a full-width header over
 * the sider), fluid content, fixed header and sider, light theme, blue.
 * Built from antd's Layout and Menu rather than pro-components' ProLayout,
 * which took about 400 ms of the 2-core machine's main thread and 230 KB on
 * every console page for features this console does not use (docs/speed.md).
 * At phone width (767 px and less) no sider: the header's button opens the
 * menu as a drawer (PhoneMenu.tsx), and the content takes the whole width.
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
  const phone = usePhone();
  const [collapsed, setCollapsed] = useState(false);
  // The menus and the frame's buttons come one render after the page: antd's Menu (it renders its items twice,
  // once to measure), Button and Dropdown made most of the CSS-in-JS of the first render, which a signed-in
  // page's figures waited for (issue 32). Meanwhile the sider shows the bars of the HTML's frame
  // (scripts/lib/first-paint-html.mjs), and the header's end is empty for that moment, as in the frame.
  const [frameShown, setFrameShown] = useState(false);
  useEffect(() => startTransition(() => setFrameShown(true)), []);
  const [openKeys, setOpenKeys] = useState(() => parentsOf(menu, pathname));
  // A page reached another way (a link, back) opens its group too.
  useEffect(() => {
    const parents = parentsOf(menu, pathname);
    setOpenKeys((open) => [...new Set([...open, ...parents])]);
  }, [menu, pathname]);

  const { logo, title, navTheme } = defaultSettings;
  const toggleLabel = intl.formatMessage({ id: collapsed ? 'layout.expand' : 'layout.collapse' });
  const menuLabel = intl.formatMessage({ id: 'layout.menu' });

  return (
    <Layout className={styles.root}>
      <Layout.Header className={styles.header}>
        {/* At phone width no rail: the menu is a drawer opened from here (issue 34). */}
        {phone ? (
          <PhoneMenu
            pathname={pathname}
            label={menuLabel}
            items={items}
            openKeys={openKeys}
            onOpenChange={setOpenKeys}
          />
        ) : null}
        <Link to={PATHS.home} aria-label={title} className={styles.brand}>
          <img src={publicUrl(logo)} alt="" width={28} height={28} />
          <span className={styles.title}>{title}</span>
        </Link>
        <div className={styles.actions}>
          {frameShown && (
            <>
              {/* Issue 49: the bell, its own chunk after the page's (it reads the unread count through the query client). */}
              {access.canAlertView ? (
                <Suspense fallback={null}>
                  <QueryProvider>
                    <AlertBell />
                  </QueryProvider>
                </Suspense>
              ) : null}
              <LangSelect />
              <AvatarDropdown>
                {/* antd's small Avatar drawn here: its chunk (with Popover, for Avatar.Group) weighs 7 KB on every page. */}
                <span className={styles.avatar}>
                  <UserOutlined aria-hidden />
                </span>
                {/* Still the button's name on a phone, where only the avatar shows. */}
                <span className={styles.accountName}>{initialState?.currentUser?.account_name}</span>
              </AvatarDropdown>
            </>
          )}
        </div>
      </Layout.Header>
      <Layout className={styles.below}>
        {phone ? null : (
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
            <nav aria-label={menuLabel} aria-busy={!frameShown} className={styles.nav}>
              {frameShown ? (
                <Menu
                  mode="inline"
                  theme={navTheme}
                  items={items}
                  selectedKeys={[pathname]}
                  openKeys={collapsed ? undefined : openKeys}
                  onOpenChange={setOpenKeys}
                  inlineCollapsed={collapsed}
                />
              ) : (
                items.map((item) => <div key={item?.key} className={styles.sketch} aria-hidden />)
              )}
            </nav>
            {frameShown && (
              <Button
                type="text"
                className={styles.toggle}
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                aria-label={toggleLabel}
                title={toggleLabel}
                aria-expanded={!collapsed}
                onClick={() => setCollapsed((c) => !c)}
              />
            )}
          </Layout.Sider>
        )}
        <Layout.Content
          className={styles.content}
          style={{ marginInlineStart: phone ? 0 : collapsed ? COLLAPSED_WIDTH : SIDER_WIDTH }}
        >
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
