import { post } from '@/request';
import type {
  EmailSendParams,
  EmailSendResult,
  EmailVerifyParams,
  KeepResult,
  MenuEntry,
  PasswordChangeChallenge,
  PasswordChangeParams,
  PasswordResetParams,
  RefreshResult,
  SignInParams,
  SignInChallenge,
  SignInResult,
  TwoStepVerifyParams,
} from '@/contract/typings';
import { call } from './result';

/**
 * Sign-in with account and password; public call, so no token. An account
 * with two-step sign-in answers a challenge instead (a code went to its
 * email): then `verifyTwoStep`.
 */
export async function startPasswordSignIn(
  params: SignInParams,
): Promise<SignInResult | SignInChallenge | PasswordChangeChallenge> {
  return call<SignInResult | SignInChallenge | PasswordChangeChallenge>('/media/authorize/get', params, {
    notToken: true,
    noMsg: true,
  });
}

/**
 * Where a sign-in ends: a session, or, when the main account required it, the step that takes a new password
 * (`changePasswordToSignIn`).
 */
export type SignInOutcome = SignInResult | PasswordChangeChallenge;

export function needsNewPassword(result: SignInOutcome): result is PasswordChangeChallenge {
  return 'passwordChange' in result;
}

/** The new password the main account required; answers the session. */
export async function changePasswordToSignIn(params: PasswordChangeParams): Promise<SignInResult> {
  return call<SignInResult>('/media/authorize/passwordChange', params, { notToken: true, noMsg: true });
}

/** A password sign-in that must end in a session (tools and tests): a two-step challenge is an error here. */
export async function signInWithPassword(params: SignInParams): Promise<SignInResult> {
  const result = await startPasswordSignIn(params);
  if (isChallenge(result)) throw new Error('two-step sign-in: a code is needed');
  if (needsNewPassword(result)) throw new Error('the main account requires a new password');
  return result;
}

export function isChallenge(result: SignInOutcome | SignInChallenge): result is SignInChallenge {
  return 'twoStep' in result;
}

/**
 * The second step: the emailed code, or (issue 28) the authenticator app's code or a recovery code; `trust` keeps this browser trusted for 30 days (an HttpOnly cookie). */
export async function verifyTwoStep(params: TwoStepVerifyParams): Promise<SignInOutcome> {
  return call<SignInOutcome>('/media/authorize/twoStep/verify', params, { notToken: true, noMsg: true });
}

export async function sendEmailCode(params: EmailSendParams): Promise<EmailSendResult> {
  return call<EmailSendResult>('/media/authorize/email/send', params, { notToken: true, noMsg: true });
}

/** Issue 28: an account with two-step sign-in and an authenticator answers a challenge for the app's code. */
export async function signInWithEmailCode(params: EmailVerifyParams): Promise<SignInOutcome | SignInChallenge> {
  return call<SignInOutcome | SignInChallenge>('/media/authorize/email/verify', params, {
    notToken: true,
    noMsg: true,
  });
}

/**
 * Token refresh. It bypasses the global error handling: the refresh timer
 * has its own failure path (SPEC.md section 4).
 */
export async function refreshToken(): Promise<{ code: number; data?: { 'user-token'?: string } | null }> {
  const env = await post<RefreshResult>('/media/authorize/refresh', {}, { skipErrorHandler: true, noMsg: true });
  const data = (env as { data?: { 'user-token'?: string } | null }).data ?? null;
  return { code: env.code, data };
}

/** Keep-alive; a -100 answer is handled by the request layer (SSP_QPS). */
export async function keepAlive(): Promise<KeepResult | null> {
  const env = await post<KeepResult>('/media/authorize/keep', {}, { noMsg: true });
  return env.result ?? null;
}

/** Tells the server the session ends; failures do not matter to the user. */
export async function signOutOnServer(token: string): Promise<void> {
  if (!token) return;
  await post(
    '/media/authorize/logout',
    {},
    { noMsg: true, skipErrorHandler: true, headers: { 'user-token': token } },
  ).catch(() => undefined);
}

/** The menu codes the server grants the signed-in account. */
export async function fetchMenuCodes(): Promise<string[]> {
  const env = await post<MenuEntry[]>('/media/menu/list', {}, { noMsg: true });
  const data = (env as { data?: unknown }).data ?? env.result;
  return Array.isArray(data)
    ? data.map((e) => (e as { code?: unknown })?.code).filter((c): c is string => typeof c === 'string')
    : [];
}

/** Forgot password: a reset code to the address (the same answer whether or not an account uses it). */
export async function sendResetCode(params: EmailSendParams): Promise<EmailSendResult> {
  return call<EmailSendResult>('/media/password/reset/send', params, { notToken: true, noMsg: true });
}

/** Sets the new password with the emailed code; the server ends every session of the account. */
export async function resetPassword(params: PasswordResetParams): Promise<void> {
  await post<null>('/media/password/reset', params, { notToken: true, noMsg: true });
}
