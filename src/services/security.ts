import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { post } from '@/request';
import { call } from './result';
import type {
  EndOthersResult,
  PageResult,
  SessionList,
  SignInAttempt,
  SignInHistoryParams,
  TwoStepSetParams,
  TwoStepSettings,
} from './typings';

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

export function setTwoStep(params: TwoStepSetParams): Promise<TwoStepSettings> {
  return call<TwoStepSettings>('/media/security/twoStep/set', params);
}

/** Forgets one trusted browser, or all of them without an id. */
export function forgetTrustedBrowser(id?: number): Promise<TwoStepSettings> {
  return call<TwoStepSettings>('/media/security/trusted/del', id === undefined ? {} : { id });
}

export const twoStepQuery = () =>
  queryOptions({ queryKey: [...securityKeys.all, 'twoStep'] as const, queryFn: getTwoStep, staleTime: 0 });
