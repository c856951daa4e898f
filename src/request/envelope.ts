/**
 * The server response envelope of SPEC.md section 3 as the request layer
 * meets it: the contract's envelope (contract/typings.ts) with every field
 * but `code` optional, because a faulty server may leave any of them out.
 * Written here, not imported, so the request layer depends on nothing above it.
 */
export type Envelope<T = unknown> = {
  code: number;
  result?: T | null;
  message?: string;
  msg?: string;
  devMsg?: string;
  /** Code 4001 only: field name → message in the caller's language. */
  errors?: Record<string, string>;
  /** Legacy copy of `result` on refresh and menu answers. */
  data?: unknown;
  /** Error display type (silent, warning, error, notification, redirect). */
  showType?: number;
};

export function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

/** Which kind of notice a server `msg` gets: codes starting with 4 warn, with 5 error, others succeed. */
export function msgKind(code: number): 'warning' | 'error' | 'success' {
  const lead = String(code)[0];
  if (lead === '4') return 'warning';
  if (lead === '5') return 'error';
  return 'success';
}
