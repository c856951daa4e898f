/** The server response envelope of SPEC.md section 3. */
export interface Envelope<T = unknown> {
  code: number;
  result?: T | null;
  data?: unknown;
  message?: string;
  msg?: string;
  devMsg?: string;
  showType?: number;
  errors?: Record<string, string>;
}

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
