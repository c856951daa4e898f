import {
  AccountBookOutlined,
  AuditOutlined,
  BarChartOutlined,
  HomeOutlined,
  InsertRowAboveOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import { Link } from '@umijs/max';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { RouteConfig } from '@/routes';
import { markAccess, type Marked } from '@/session/menuAccess';
import { MediaDivideMenuLink, isMediaDividePath } from '@/features/revenueSplit';

/** Icon names of the route table (SPEC.md section 2) to icon components. */
const ICONS: Record<string, ReactNode> = {
  Home: <HomeOutlined />,
  BarChart: <BarChartOutlined />,
  Audit: <AuditOutlined />,
  InsertRowAbove: <InsertRowAboveOutlined />,
  Transaction: <TransactionOutlined />,
  AccountBook: <AccountBookOutlined />,
};

export interface MenuItem {
  path: string;
  name: string;
  icon?: ReactNode;
  routes?: MenuItem[];
}

/**
 * The sider menu: routes of the root layout that have a name, are not hidden
 * and are accessible, with translated names.
 */
export function buildMenu(
  routes: readonly RouteConfig[],
  access: Record<string, unknown>,
  t: (id: string) => string,
): MenuItem[] {
  const marked = markAccess(routes, access);
  const walk = (list: Marked<RouteConfig>[]): MenuItem[] =>
    list
      .filter((r) => r.name && !r.hideInMenu && !r.redirect && !r.unaccessible && r.layout !== false && r.path !== '/*')
      .map((r) => {
        const children = r.routes ? walk(r.routes) : undefined;
        return {
          path: r.path,
          name: t(`route.${r.name}`),
          icon: r.icon ? ICONS[r.icon] : undefined,
          ...(children && children.length ? { routes: children } : {}),
        };
      });
  return walk(marked);
}

export type Items = NonNullable<MenuProps['items']>;

/** The menu as antd Menu items: a link for each page (the monthly media-divide page has its own, MenuLink). */
export function toItems(menu: MenuItem[]): Items {
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
export function parentsOf(menu: MenuItem[], path: string): string[] {
  for (const item of menu) {
    if (item.path === path) return [];
    if (item.routes) {
      const inner = parentsOf(item.routes, path);
      if (inner.length || item.routes.some((r) => r.path === path)) return [item.path, ...inner];
    }
  }
  return [];
}
