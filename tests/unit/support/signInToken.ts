import { credentials, signInAs as signInSeed } from './signIn';

/** Signs in against the msw-backed mock and stores the token as the login page would (signIn.ts): the account, team and sign-in tests use the token. */
export async function signInAs(account: string, password?: string): Promise<string> {
  return (await signInSeed(account, password))['user-token'];
}

export const DEMO = [credentials('demo').account, credentials('demo').password] as const;
