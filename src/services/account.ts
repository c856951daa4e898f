import { queryOptions } from '@tanstack/react-query';
import { post } from '@/request';
import { call } from './result';
import type { AccountInfo, AccountUpdateParams, PasswordUpdateParams } from '@/contract/typings';

/** My account: `/media/find` (AccountView). */
export function getAccount(): Promise<AccountInfo> {
  return call<AccountInfo>('/media/find');
}

/** Saves the changed fields (AccountManage); the server says "Saved" itself. */
export function updateAccount(params: AccountUpdateParams): Promise<AccountInfo> {
  return call<AccountInfo>('/media/update', params);
}

/**
 * Changes the password. The caller tells the user and signs out afterwards
 * (every token of the account is revoked), so the server's own "sign in
 * again" toast is not shown on top.
 */
export async function updatePassword(params: PasswordUpdateParams): Promise<void> {
  await post<null>('/media/password/update', params, { noMsg: true });
}

export const accountKeys = {
  all: ['account'] as const,
  mine: () => [...accountKeys.all, 'mine'] as const,
};

export const accountQuery = () => queryOptions({ queryKey: accountKeys.mine(), queryFn: getAccount });
