import type { Envelope } from '@/request';

/**
 * The result of a successful call whose contract promises one. A success
 * with no result is a server fault: fail loudly here rather than deep in a
 * page that reads a field of undefined.
 */
export function resultOf<T>(env: Envelope<T>, path: string): T {
  if (env.result === null || env.result === undefined) throw new Error(`${path}: success without a result`);
  return env.result;
}
