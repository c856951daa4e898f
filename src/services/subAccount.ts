import { MAX_PAGE_SIZE } from './values';
import { post } from '@/request';
import { resultOf } from './result';
import type {
  DataScopeApp,
  PageResult,
  PermissionGroup,
  PermissionItem,
  SubAccount,
  SubAccountCreateParams,
  SubAccountListParams,
  SubAccountUpdateParams,
} from './typings';

export async function listSubAccounts(params: SubAccountListParams): Promise<PageResult<SubAccount>> {
  const env = await post<PageResult<SubAccount>>('/media/subAccount/list/get', params);
  return resultOf(env, '/media/subAccount/list/get');
}

/** Largest page the server hands out (larger sizes are clamped). */
/** Upper bound on pages read while looking for one id (10,000 sub-accounts). */
const MAX_PAGES = 100;

/**
 * One sub-account by id. The API has no "get" call, so the list is read in
 * id order until the id turns up; a publisher has few sub-accounts, so this
 * is one request in practice. Resolves null when the id is not one of the
 * caller's sub-accounts.
 */
export async function findSubAccount(id: number): Promise<SubAccount | null> {
  for (let current = 1; current <= MAX_PAGES; current += 1) {
    const page = await listSubAccounts({ current, pageSize: MAX_PAGE_SIZE, sortField: 'id', sortOrder: 'ascend' });
    const hit = page.list.find((s) => s.id === id);
    if (hit) return hit;
    const last = page.list[page.list.length - 1];
    if (!last || last.id > id || current * MAX_PAGE_SIZE >= page.total) return null;
  }
  return null;
}

export async function createSubAccount(params: SubAccountCreateParams): Promise<SubAccount> {
  const env = await post<SubAccount>('/media/subAccount/create', params);
  return resultOf(env, '/media/subAccount/create');
}

export async function updateSubAccount(params: SubAccountUpdateParams): Promise<SubAccount> {
  const env = await post<SubAccount>('/media/subAccount/update', params);
  return resultOf(env, '/media/subAccount/update');
}

export async function deleteSubAccounts(ids: number[]): Promise<number[]> {
  const env = await post<{ deleted: number[] }>('/media/subAccount/del', { ids });
  return resultOf(env, '/media/subAccount/del').deleted;
}

/** Every menu group with its View and Manage codes; `grantable` marks the caller's own. */
export async function getPermissionTree(): Promise<PermissionGroup[]> {
  const env = await post<PermissionGroup[]>('/media/permission/tree', {});
  return resultOf(env, '/media/permission/tree');
}

/** The codes the caller may grant. */
export async function getGrantablePermissions(): Promise<PermissionItem[]> {
  const env = await post<PermissionItem[]>('/media/permission/list/get', {});
  return resultOf(env, '/media/permission/list/get');
}

/** The apps the caller may hand to a sub-account. */
export async function getDataScopeApps(): Promise<DataScopeApp[]> {
  const env = await post<DataScopeApp[]>('/media/permission/dataScope/list', {});
  return resultOf(env, '/media/permission/dataScope/list');
}
