import type { MenuCode } from '@/contract/typings';

export type RoleTemplateKey = 'finance' | 'adOps' | 'developer' | 'reviewer' | 'readOnly';

/**
 * Starting points for a sub-account's permissions (issue 20). Picking one fills the permission tree with the
 * codes below that the caller may grant; the user can still adjust every box. Manage codes bring their View.
 */
export const ROLE_TEMPLATES: Record<RoleTemplateKey, readonly MenuCode[]> = {
  // Money: reports, statements and payments, and the account it is paid to.
  finance: ['HomeView', 'BillReportView', 'MonthBillReportView', 'MonthBillManage', 'AccountView'],
  // Day-to-day monetisation: apps and ad positions, with the figures to judge them.
  adOps: ['HomeView', 'AppManage', 'AppView', 'AdPosManage', 'AdPosView', 'BillReportView'],
  // Integration: app and ad position ids, and the report API.
  developer: ['HomeView', 'AppView', 'AdPosView', 'ReportApiView'],
  // Creative review: decisions and blocking rules.
  reviewer: ['HomeView', 'MaterialAuditManage', 'MaterialAuditView'],
  // Every View code: look, change nothing.
  readOnly: [
    'HomeView',
    'AppView',
    'AdPosView',
    'BillReportView',
    'MonthBillReportView',
    'MaterialAuditView',
    'AccountView',
    'ReportApiView',
    'ActivityView',
    'AlertView',
    'SubAccountView',
  ],
};

export const ROLE_TEMPLATE_KEYS = Object.keys(ROLE_TEMPLATES) as RoleTemplateKey[];

/** The template's codes the caller may grant. */
export function templateCodes(key: RoleTemplateKey, grantable: ReadonlySet<MenuCode>): MenuCode[] {
  return ROLE_TEMPLATES[key].filter((c) => grantable.has(c));
}

/** The template whose (grantable) codes are exactly `codes`, if any: the form names it as the current choice. */
export function matchingTemplate(codes: readonly MenuCode[], grantable: ReadonlySet<MenuCode>): RoleTemplateKey | null {
  const have = new Set(codes);
  return (
    ROLE_TEMPLATE_KEYS.find((k) => {
      const want = templateCodes(k, grantable);
      return want.length === have.size && want.every((c) => have.has(c));
    }) ?? null
  );
}
