import { signInWithPassword } from '@/services/auth';
import { setToken, setUserInfo } from '@/session';

/** Signs in against the msw-backed mock and stores the token as the login page would. */
export async function signInAs(account: string, password: string): Promise<string> {
  const result = await signInWithPassword({ account, password });
  setToken(result['user-token']);
  setUserInfo(result.userInfo);
  return result['user-token'];
}

export const DEMO = ['demo', 'Demo@2026'] as const;
