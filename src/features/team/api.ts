import { queryOptions } from '@tanstack/react-query';
import { post } from '@/request';
import { call } from '@/services/result';
import { MAX_PAGE_SIZE } from '@/contract/values';
import type {
  DataScopeApp,
  ForceChangeParams,
  Invitation,
  InvitationCreateParams,
  PageResult,
  PermissionGroup,
  PermissionItem,
  ResetLinkResult,
  SubAccount,
  SubAccountCreateParams,
  SubAccountListParams,
  SubAccountUpdateParams,
} from '@/contract/typings';

export function listSubAccounts(params: SubAccountListParams): Promise<PageResult<SubAccount>> {
  return call<PageResult<SubAccount>>('/media/subAccount/list/get', params);
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

export function createSubAccount(params: SubAccountCreateParams): Promise<SubAccount> {
  return call<SubAccount>('/media/subAccount/create', params);
}

export function updateSubAccount(params: SubAccountUpdateParams): Promise<SubAccount> {
  return call<SubAccount>('/media/subAccount/update', params);
}

export async function deleteSubAccounts(ids: number[]): Promise<number[]> {
  return (await call<{ deleted: number[] }>('/media/subAccount/del', { ids })).deleted;
}

/** Every menu group with its View and Manage codes; `grantable` marks the caller's own. */
export function getPermissionTree(): Promise<PermissionGroup[]> {
  return call<PermissionGroup[]>('/media/permission/tree');
}

/** The codes the caller may grant. */
export function getGrantablePermissions(): Promise<PermissionItem[]> {
  return call<PermissionItem[]>('/media/permission/list/get');
}

/** The apps the caller may hand to a sub-account. */
export function getDataScopeApps(): Promise<DataScopeApp[]> {
  return call<DataScopeApp[]>('/media/permission/dataScope/list');
}

/** Invites a sub-account by email: the account exists once the invitee sets a password (docs/team.md). */
export function inviteSubAccount(params: InvitationCreateParams): Promise<Invitation> {
  return call<Invitation>('/media/subAccount/invite', params);
}

/** Pending invitations (expired ones too, until sent again or withdrawn). */
export function listInvitations(): Promise<Invitation[]> {
  return call<Invitation[]>('/media/subAccount/invite/list');
}

/** A new link for 7 more days; the earlier link stops working. */
export function resendInvitation(id: number): Promise<Invitation> {
  return call<Invitation>('/media/subAccount/invite/resend', { id });
}

export async function withdrawInvitation(id: number): Promise<void> {
  await post<null>('/media/subAccount/invite/withdraw', { id });
}

/** Mails the sub-account a link to choose a new password (24 hours, once); the parent never sets it. */
export function sendResetLink(id: number): Promise<ResetLinkResult> {
  return call<ResetLinkResult>('/media/subAccount/resetLink', { id });
}

/** Requires (or no longer requires) a new password at the sub-account's next sign-in. */
export function forcePasswordChange(params: ForceChangeParams): Promise<SubAccount> {
  return call<SubAccount>('/media/subAccount/forceChange', params);
}

export const subAccountKeys = {
  all: ['subAccount'] as const,
  invitations: () => [...subAccountKeys.all, 'invitations'] as const,
  lists: () => [...subAccountKeys.all, 'list'] as const,
  detail: (id: number) => [...subAccountKeys.all, 'detail', id] as const,
  grantOptions: () => [...subAccountKeys.all, 'grantOptions'] as const,
};

/** One sub-account by id, null when it is not one of the caller's (see findSubAccount). */
export const subAccountQuery = (id: number) =>
  queryOptions({ queryKey: subAccountKeys.detail(id), queryFn: () => findSubAccount(id) });

/** What the signed-in account may hand out: the permission tree, the codes it may grant, its apps. */
export const grantOptionsQuery = () =>
  queryOptions({
    queryKey: subAccountKeys.grantOptions(),
    queryFn: async () => {
      const [groups, grantable, apps] = await Promise.all([
        getPermissionTree(),
        getGrantablePermissions(),
        getDataScopeApps(),
      ]);
      return { groups, grantable, apps };
    },
  });

export const invitationsQuery = () =>
  queryOptions({ queryKey: subAccountKeys.invitations(), queryFn: listInvitations });
