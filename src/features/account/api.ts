import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { post } from '@/request';
import { call } from '@/services/result';
import type {
  AccountInfo,
  AccountUpdateParams,
  PasswordUpdateParams,
  EndOthersResult,
  PageResult,
  SessionList,
  SignInAttempt,
  SignInHistoryParams,
  AuthenticatorSetup,
  PasswordConfirmParams,
  RecoveryCodes,
  TwoStepSetParams,
  TwoStepSettings,
} from '@/contract/typings';

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

// ---------------------------------------------------------------- security (was services/security.ts)

/**
 * The signed-in account's own security (extension, issue 20; docs/account.md
 * "Security"): its active sessions and its sign-in history.
 */
export function listSessions(): Promise<SessionList> {
  return call<SessionList>('/media/session/list');
}

/** Ends another session of the account; the server says "Session ended". */
export async function endSession(id: string): Promise<void> {
  await post<null>('/media/session/end', { id });
}

/** Ends every other session of the account; the server says how many. */
export function endOtherSessions(): Promise<EndOthersResult> {
  return call<EndOthersResult>('/media/session/endOthers');
}

export function signInHistory(params: SignInHistoryParams): Promise<PageResult<SignInAttempt>> {
  return call<PageResult<SignInAttempt>>('/media/signIn/history', params);
}

export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  history: (params: SignInHistoryParams) => [...securityKeys.all, 'history', params] as const,
};

export const sessionsQuery = () =>
  queryOptions({
    queryKey: securityKeys.sessions(),
    queryFn: listSessions,
    // "Last seen" moves with every request of the other sessions: read it again whenever the tab is opened.
    staleTime: 0,
  });

export const signInHistoryQuery = (params: SignInHistoryParams) =>
  queryOptions({
    queryKey: securityKeys.history(params),
    queryFn: () => signInHistory(params),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Two-step sign-in settings and the trusted browsers (extension, issue 20). */
export function getTwoStep(): Promise<TwoStepSettings> {
  return call<TwoStepSettings>('/media/security/twoStep/get');
}

/** Turns it on or off (issue 28: with the account's password; off also removes the authenticator app). */
export function setTwoStep(params: TwoStepSetParams): Promise<TwoStepSettings> {
  return call<TwoStepSettings>('/media/security/twoStep/set', params);
}

/**
 * The authenticator app (extension, issue 28): set-up answers a new secret (text and otpauth:// address) after the
 * password; a current code from the app confirms it and answers the recovery codes, shown once.
 */
export function setUpAuthenticator(params: PasswordConfirmParams): Promise<AuthenticatorSetup> {
  return call<AuthenticatorSetup>('/media/security/authenticator/setup', params, { noMsg: true });
}

export function enableAuthenticator(code: string): Promise<RecoveryCodes> {
  return call<RecoveryCodes>('/media/security/authenticator/enable', { code }, { noMsg: true });
}

export function removeAuthenticator(params: PasswordConfirmParams): Promise<TwoStepSettings> {
  return call<TwoStepSettings>('/media/security/authenticator/remove', params);
}

/** New recovery codes (the old ones stop working): they are kept hashed, so "view" means a new set. */
export function renewRecoveryCodes(params: PasswordConfirmParams): Promise<RecoveryCodes> {
  return call<RecoveryCodes>('/media/security/recoveryCodes/renew', params, { noMsg: true });
}

/** Forgets one trusted browser, or all of them without an id. */
export function forgetTrustedBrowser(id?: number): Promise<TwoStepSettings> {
  return call<TwoStepSettings>('/media/security/trusted/del', id === undefined ? {} : { id });
}

export const twoStepQuery = () =>
  queryOptions({ queryKey: [...securityKeys.all, 'twoStep'] as const, queryFn: getTwoStep, staleTime: 0 });
