import { PATHS } from '@/paths';

/**
 * Where the ad position page goes back to after an edit (or on Cancel):
 * where the user came from, e.g. the list with its filters in the address.
 * The place travels in the history entry's state (`{ from }`), which anything
 * in the browser can write: only a path of the console's traffic lists is
 * taken, anything else falls back to the list.
 */
const RETURN_PAGES: readonly string[] = [PATHS.adPositions, PATHS.apps];

export interface ReturnState {
  from?: unknown;
}

export function returnPath(state: unknown, fallback: string = PATHS.adPositions): string {
  const from = (state as ReturnState | null | undefined)?.from;
  if (typeof from !== 'string') return fallback;
  let url: URL;
  try {
    url = new URL(from, 'http://console.invalid');
  } catch {
    return fallback;
  }
  // Same origin, a known page, nothing but its query: no other host, no scheme tricks.
  if (url.origin !== 'http://console.invalid' || !RETURN_PAGES.includes(url.pathname)) return fallback;
  return url.pathname + url.search;
}

/** The address and state that open the edit page of ad position `id`, coming back to `from`. */
export function editAdPositionTarget(id: number, from: string): { path: string; state: ReturnState } {
  return { path: `${PATHS.adPositionForm}?id=${id}`, state: { from } };
}
