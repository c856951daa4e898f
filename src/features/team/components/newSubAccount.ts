import type { SubAccountFormValues } from './SubAccountForm';

/**
 * What a new sub-account starts from, whether created or invited: enabled, no rights, no apps. The create form adds
 * its own password and phone (an invitation has neither).
 */
export const EMPTY_SUB_ACCOUNT: SubAccountFormValues = {
  account_name: '',
  name: '',
  email: '',
  remark: '',
  status: 'enabled',
  menuCodes: [],
  appIds: [],
  allApps: false,
};

/**
 * The rights and apps part of a create or invite request. With every app the app list is hidden, so the form has no
 * `appIds` value at all: an empty list is sent (the server ignores it then), never nothing.
 */
export function grantsOf(v: SubAccountFormValues): Pick<SubAccountFormValues, 'menuCodes' | 'appIds' | 'allApps'> {
  const allApps = v.allApps === true;
  return { menuCodes: v.menuCodes, appIds: allApps ? [] : (v.appIds ?? []), allApps };
}
