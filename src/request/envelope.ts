import type { Envelope as ContractEnvelope } from '@/contract/typings';

/**
 * The server response envelope of SPEC.md section 3 as the request layer
 * meets it: the contract's envelope (src/contract, a leaf every layer
 * imports) with every field but `code` optional, because a faulty server may
 * leave any of them out; `data` is the legacy copy of `result` on refresh and
 * menu answers.
 */
export type Envelope<T = unknown> = Pick<ContractEnvelope, 'code'> &
  Partial<Omit<ContractEnvelope, 'code' | 'result'>> & { result?: T | null; data?: unknown };

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
