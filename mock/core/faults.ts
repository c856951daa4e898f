/**
 * QA fault switches. A fault comes from the per-request header
 * `x-mock-fault`, the query `__fault`, or a rule set through
 * `POST /__mock/faults`. Rules are kept in memory only (not persisted), so a
 * restart never leaves a forgotten fault behind.
 */
import type { FaultCreateParams, FaultRule, FaultType } from '../../src/contract/typings';
import { FAULT_TYPES } from '../../src/contract/values';
import { validationError } from './lib/envelope';
import type { FieldMessage } from './lib/i18n';
import { asBody } from './lib/validate';

export { FAULT_TYPES };
export const DEFAULT_SLOW_MS = 5000;

export function isFaultType(x: unknown): x is FaultType {
  return typeof x === 'string' && (FAULT_TYPES as readonly string[]).includes(x);
}

export interface ActiveFault {
  type: FaultType;
  message: string | null;
  delayMs: number | null;
  code: number | null;
}

export class Faults {
  private rules: FaultRule[] = [];
  private nextId = 1;

  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  clear(): void {
    this.rules = [];
  }

  add(input: unknown): FaultRule {
    const b = asBody(input);
    const errors: Record<string, FieldMessage> = {};
    if (!isFaultType(b.type)) errors.type = { key: 'oneOf', params: { values: FAULT_TYPES.join(', ') } };
    if (b.path !== undefined && (typeof b.path !== 'string' || !(b.path === '*' || b.path.startsWith('/'))))
      errors.path = { key: 'mustBeString' };
    for (const f of ['times', 'delayMs', 'code'] as const) {
      const v = b[f];
      if (
        v !== undefined &&
        v !== null &&
        (typeof v !== 'number' || !Number.isInteger(v) || v < (f === 'code' ? -100000 : f === 'times' ? 1 : 0))
      )
        errors[f] = { key: 'mustBeInteger' };
    }
    if (b.message !== undefined && typeof b.message !== 'string') errors.message = { key: 'mustBeString' };
    if (Object.keys(errors).length) throw validationError(errors);
    const p = b as unknown as FaultCreateParams;
    const rule: FaultRule = {
      id: this.nextId++,
      path: p.path ?? '*',
      type: p.type,
      times: p.times ?? null,
      message: p.message ?? null,
      delayMs: p.delayMs ?? null,
      code: p.code ?? null,
    };
    this.rules.push(rule);
    return { ...rule };
  }

  /**
   * The fault for this request, if any. A per-request switch wins over rules;
   * among rules an exact path wins over '*', older before newer. Using a rule
   * counts down its `times`.
   */
  take(path: string, headerType: string | undefined, queryType: string | undefined): ActiveFault | null {
    const direct = isFaultType(headerType) ? headerType : isFaultType(queryType) ? queryType : null;
    if (direct) return { type: direct, message: null, delayMs: null, code: null };
    const rule = this.rules.find((r) => r.path === path) ?? this.rules.find((r) => r.path === '*');
    if (!rule) return null;
    if (rule.times !== null) {
      rule.times--;
      if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return { type: rule.type, message: rule.message, delayMs: rule.delayMs, code: rule.code };
  }
}
