import { post } from '@/request';
import { resultOf } from './result';
import type { AccountInfo, AccountUpdateParams, PasswordUpdateParams } from './typings';

/** My account: `/media/find` (AccountView). */
export async function getAccount(): Promise<AccountInfo> {
  const env = await post<AccountInfo>('/media/find', {});
  return resultOf(env, '/media/find');
}

/** Saves the changed fields (AccountManage); the server says "Saved" itself. */
export async function updateAccount(params: AccountUpdateParams): Promise<AccountInfo> {
  const env = await post<AccountInfo>('/media/update', params);
  return resultOf(env, '/media/update');
}

/**
 * Changes the password. The caller tells the user and signs out afterwards
 * (every token of the account is revoked), so the server's own "sign in
 * again" toast is not shown on top.
 */
export async function updatePassword(params: PasswordUpdateParams): Promise<void> {
  await post<null>('/media/password/update', params, { noMsg: true });
}
