import { post, type CallOptions, type Envelope } from '@/request';

/**
 * The result of a successful call whose contract promises one. A success
 * with no result is a server fault: fail loudly here rather than deep in a
 * page that reads a field of undefined.
 */
export function resultOf<T>(env: Envelope<T>, path: string): T {
  if (env.result === null || env.result === undefined) throw new Error(`${path}: success without a result`);
  return env.result;
}

/**
 * The one way a service reads an answer: POST the JSON body, then hand back
 * the checked result (see resultOf). Calls whose contract has no result use
 * `post` and read nothing.
 */
export async function call<T>(path: string, body: unknown = {}, options?: CallOptions): Promise<T> {
  return resultOf(await post<T>(path, body, options), path);
}

/**
 * A lookup by an ID the user typed or a draft kept: null when the server
 * says the thing does not exist or lies outside the caller's scope (4004),
 * which is an answer there, not a failure to show.
 */
export async function callOrMissing<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T | null> {
  try {
    return await call<T>(path, body, { ...options, noMsg: true });
  } catch (e) {
    if ((e as { bizCode?: number }).bizCode === 4004) return null;
    throw e;
  }
}
