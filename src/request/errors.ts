/** Error display types of SPEC.md section 8. */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 3,
  REDIRECT = 9,
}

/** HTTP statuses that have their own text (SPEC.md section 8); others use the fallback. */
export const STATUS_TEXT_CODES = [200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504] as const;

export function statusTextKey(status: number | undefined): string {
  return STATUS_TEXT_CODES.includes(status as (typeof STATUS_TEXT_CODES)[number])
    ? `status.${status}`
    : 'request.fallback';
}

/**
 * A business failure: HTTP 200 whose envelope did not say success. `code` is
 * what the spec calls the resulting code (500); `bizCode` is the server's own.
 */
export class BizError extends Error {
  readonly name = 'BizError';
  constructor(
    message: string,
    readonly code: number,
    readonly bizCode: number,
    readonly envelope?: unknown,
    /** Field-level validation messages the server sent, if any. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Marks an error whose message the request layer already showed to the user. */
export const SHOWN = Symbol.for('media-console.request.shown');

export function wasShown(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[SHOWN] === true;
}

export function markShown<T>(e: T): T {
  if (typeof e === 'object' && e !== null) (e as Record<symbol, unknown>)[SHOWN] = true;
  return e;
}
