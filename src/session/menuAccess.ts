import { effectiveCodes } from '@/contract/menuCodes';
import type { MenuCode } from '@/contract/typings';
import type { SessionUser } from './user';

/**
 * Menu codes the server grants, mapped to access flags (SPEC.md section 6).
 * A View flag is also granted by the Manage code that implies it (the
 * contract's MenuCode x-implies), since whoever may change a thing may see it.
 */
export interface AccessFlags {
  canAdmin: boolean;
  canHomeView: boolean;
  canAppView: boolean;
  canAppManage: boolean;
  canAdPosView: boolean;
  canAdPosManage: boolean;
  canAppAddAdPosition: boolean;
  canBillReportView: boolean;
  canMonthBillReportView: boolean;
  /** Extension: confirm, dispute and invoice statements, payment details and history (MonthBillManage). */
  canMonthBillManage: boolean;
  canMaterialAuditView: boolean;
  /** Extension: approve/reject creatives and change blocking rules (MaterialAuditManage). */
  canMaterialAuditManage: boolean;
  canAccountView: boolean;
  canAccountManage: boolean;
  canReportApiView: boolean;
  /** Extension (issue 28): reveal and rotate the report API secret (ReportApiManage: every main account, a sub-account when granted). */
  canReportApiManage: boolean;
  canSubAccountView: boolean;
  canSubAccountManage: boolean;
  /** Extension: the activity log (ActivityView; a sub-account reads its own entries, a main account its team's). */
  canActivityView: boolean;
  /** Extension (issue 49): one's own alerts and email choices (AlertView), the publisher's alert rules (AlertManage). */
  canAlertView: boolean;
  canAlertManage: boolean;
}

export function accessFromCodes(codes: readonly string[], user: SessionUser | null | undefined): AccessFlags {
  const held = new Set<MenuCode>(effectiveCodes(codes));
  const has = (c: MenuCode) => held.has(c);
  return {
    canAdmin: user?.access === 'admin',
    canHomeView: has('HomeView'),
    canAppView: has('AppView'),
    canAppManage: has('AppManage'),
    canAdPosView: has('AdPosView'),
    canAdPosManage: has('AdPosManage'),
    canAppAddAdPosition: has('AppManage') && has('AdPosManage'),
    canBillReportView: has('BillReportView'),
    canMonthBillReportView: has('MonthBillReportView'),
    canMonthBillManage: has('MonthBillManage'),
    canMaterialAuditView: has('MaterialAuditView'),
    canMaterialAuditManage: has('MaterialAuditManage'),
    canAccountView: has('AccountView'),
    canAccountManage: has('AccountManage'),
    canReportApiView: has('ReportApiView'),
    canReportApiManage: has('ReportApiManage'),
    canSubAccountView: has('SubAccountView'),
    canSubAccountManage: has('SubAccountManage'),
    canActivityView: has('ActivityView'),
    canAlertView: has('AlertView'),
    canAlertManage: has('AlertManage'),
  };
}

/** The parts of a route the access rules read. */
export interface AccessNode {
  access?: unknown;
  redirect?: string;
  routes?: AccessNode[];
}

export type Marked<R extends AccessNode> = Omit<R, 'routes'> & {
  unaccessible: boolean;
  routes?: Marked<NonNullable<R['routes']>[number]>[];
};

type Detector = boolean | ((route: AccessNode) => boolean);

function allowed(route: AccessNode, access: Record<string, unknown>): boolean {
  if (route.access === undefined) return true;
  // An access name that is not a string is a configuration error: fail closed.
  if (typeof route.access !== 'string') return false;
  const detector = access[route.access] as Detector | undefined;
  if (typeof detector === 'function') return !!detector(route);
  return detector === true;
}

/**
 * Marks each route `unaccessible` by the rules of SPEC.md section 4:
 * children of an inaccessible parent are inaccessible, and a parent whose
 * real children (redirect entries aside) are all inaccessible is too.
 */
export function markAccess<R extends AccessNode>(
  routes: readonly R[],
  access: Record<string, unknown>,
  parentDenied = false,
): Marked<R>[] {
  return routes.map((route) => {
    const denied = parentDenied || !allowed(route, access);
    if (!route.routes) return { ...route, unaccessible: denied } as Marked<R>;
    const children = markAccess(route.routes, access, denied);
    const real = children.filter((c) => !c.redirect);
    const allChildrenDenied = real.length > 0 && real.every((c) => c.unaccessible);
    return { ...route, routes: children, unaccessible: denied || allChildrenDenied } as Marked<R>;
  });
}
