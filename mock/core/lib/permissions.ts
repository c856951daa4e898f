/**
 * Menu codes (SPEC.md section 6): View allows reads of an area, Manage allows
 * writes and implies View (src/contract/menuCodes.ts). This table is the single
 * source for the menu list, the permission tree and the route guards.
 */
import type { MenuCode, PermissionGroupKey, PermissionKind } from '../../../src/contract/typings';
import { MENU_CODES } from '../../../src/contract/values';
import type { MessageKey } from './i18n';

/** Canonical order (the contract's MenuCode enum). */
export const ALL_CODES: readonly MenuCode[] = MENU_CODES;

/** Console route each code unlocks (returned by the menu list). */
export const CODE_PATHS: Record<MenuCode, string> = {
  HomeView: '/dashboard',
  AppView: '/flow/app',
  AppManage: '/appadd/createAdPosition',
  AdPosView: '/flow/adpositions',
  AdPosManage: '/appform/createAdPosition',
  BillReportView: '/information/settlement',
  MonthBillReportView: '/financialReport/mediaDivide',
  // Extension of SPEC.md section 6: confirming, disputing, invoices and payment details are their own right.
  MonthBillManage: '/financialReport/statements',
  MaterialAuditView: '/materialReview/materialIndex',
  // Extension of SPEC.md section 6: deciding on creatives (and blocking rules) is its own right.
  MaterialAuditManage: '/materialReview/materialIndex',
  AccountView: '/accounts/myaccount',
  AccountManage: '/accounts/myaccount',
  ReportApiView: '/accounts/reportapi',
  // Extension (issue 28): revealing and rotating the report API secret. Every main account holds it (ALL_CODES);
  // a sub-account only when granted (no role template does).
  ReportApiManage: '/accounts/reportapi',
  // Extension (issue 20): the activity log. Every main account holds it (ALL_CODES); a sub-account when granted.
  ActivityView: '/accounts/activity',
  // Extension (issue 49): alerts. Every main account holds both (ALL_CODES); a sub-account when granted. View reads
  // one's own notifications and chooses one's emails; Manage sets the publisher's rules (on apps one may see).
  AlertView: '/accounts/notifications',
  AlertManage: '/accounts/notifications',
  SubAccountView: '/accounts/subaccount',
  SubAccountManage: '/userform/createUser',
};

export const PERMISSION_GROUPS: { key: PermissionGroupKey; nameKey: MessageKey; codes: MenuCode[] }[] = [
  { key: 'home', nameKey: 'group.home', codes: ['HomeView'] },
  { key: 'app', nameKey: 'group.app', codes: ['AppView', 'AppManage'] },
  { key: 'adPos', nameKey: 'group.adPos', codes: ['AdPosView', 'AdPosManage'] },
  { key: 'report', nameKey: 'group.report', codes: ['BillReportView', 'MonthBillReportView', 'MonthBillManage'] },
  { key: 'material', nameKey: 'group.material', codes: ['MaterialAuditView', 'MaterialAuditManage'] },
  {
    key: 'account',
    nameKey: 'group.account',
    codes: [
      'AccountView',
      'AccountManage',
      'ReportApiView',
      'ReportApiManage',
      'ActivityView',
      'AlertView',
      'AlertManage',
    ],
  },
  { key: 'subAccount', nameKey: 'group.subAccount', codes: ['SubAccountView', 'SubAccountManage'] },
];

export function isMenuCode(x: unknown): x is MenuCode {
  return typeof x === 'string' && (ALL_CODES as readonly string[]).includes(x);
}

/** Granted codes plus the View codes their Manage codes imply (the contract's MenuCode x-implies). */
export { effectiveCodes } from '../../../src/contract/menuCodes';

export function codeKind(code: MenuCode): PermissionKind {
  return code.endsWith('Manage') ? 'manage' : 'view';
}
