import { signInWithPassword } from '@/services/auth';
import type { SignInResult } from '@/contract/typings';
import { setToken, setUserInfo } from '@/session';
import { seedPassword } from '../../../mock/core/seed/accounts';

/** The seed accounts the unit tests sign in as (mock/core/seed/accounts.ts, docs/api.md). */
export type SeedAccountName = 'demo' | 'admin' | 'sub01' | 'ops01';

/** A seed account's name and password, from the seed itself. */
export const credentials = (account: SeedAccountName) => ({ account, password: seedPassword(account) });

/**
 * The unit tests' one sign-in: signs a seed account in against the mock (msw) with its seeded password
 * (or `password`, for an account whose password a test changed) and stores token and user as the login page does.
 */
export async function signInAs(account: SeedAccountName | string = 'demo', password?: string): Promise<SignInResult> {
  const result = await signInWithPassword({ account, password: password ?? seedPassword(account) });
  setToken(result['user-token']);
  setUserInfo(result.userInfo);
  return result;
}
