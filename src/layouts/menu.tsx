import {
  AccountBookOutlined,
  AuditOutlined,
  BarChartOutlined,
  HomeOutlined,
  InsertRowAboveOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { RouteConfig } from '@/routes';
import { markAccess, type Marked } from '@/session/menuAccess';

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
