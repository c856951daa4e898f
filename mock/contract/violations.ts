/**
 * Where contract violations are kept until someone looks: the jest setup
 * (tests/setup/after-env.ts) takes them after every test and fails the test
 * that caused them; the preview and dev servers answer them at
 * `GET /__mock/contract-violations`. One store per JavaScript realm (on
 * globalThis), so the adapters, the control route and the jest hooks share it
 * even when a test isolates its modules. No dependencies: the mock core reads
 * it too.
 */
import type { ContractViolation, ContractViolationLog } from '../../src/contract/typings';

export type { ContractViolation, ContractViolationLog };

/** The newest violations kept; older ones are only counted. */
export const MAX_KEPT_VIOLATIONS = 500;

interface Store {
  violations: ContractViolation[];
  dropped: number;
}

const KEY = Symbol.for('media-console.mock.contract-violations');

function store(): Store {
  const g = globalThis as typeof globalThis & { [KEY]?: Store };
  if (!g[KEY]) g[KEY] = { violations: [], dropped: 0 };
  return g[KEY];
}

export function recordContractViolations(list: readonly ContractViolation[]): void {
  if (!list.length) return;
  const s = store();
  s.violations.push(...list);
  const excess = s.violations.length - MAX_KEPT_VIOLATIONS;
  if (excess > 0) {
    s.violations.splice(0, excess);
    s.dropped += excess;
  }
}

/** A copy of what is recorded. */
export function contractViolationLog(): ContractViolationLog {
  const s = store();
  return { violations: s.violations.map((v) => ({ ...v })), dropped: s.dropped };
}

/** Returns the recorded violations and forgets them. */
export function takeContractViolations(): ContractViolation[] {
  const s = store();
  const out = s.violations;
  s.violations = [];
  s.dropped = 0;
  return out;
}

export function formatContractViolation(v: ContractViolation): string {
  const status = v.status === undefined ? '' : ` → ${v.status}`;
  return `${v.method} ${v.path}${status} [${v.kind}${v.operationId ? ` ${v.operationId}` : ''}]: ${v.message}`;
}
