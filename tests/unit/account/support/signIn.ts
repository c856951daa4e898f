import { credentials, signInAs as signInSeed } from '../../support/signIn';

/** Signs in against the msw-backed mock and stores the token as the login page would (tests/unit/support/signIn.ts). */
export async function signInAs(account: string, password?: string): Promise<string> {
  return (await signInSeed(account, password))['user-token'];
}

export const DEMO = [credentials('demo').account, credentials('demo').password] as const;
