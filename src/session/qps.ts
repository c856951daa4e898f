import { KEYS } from './constants';
import { local } from './storage';

/** The SSP_QPS counter: consecutive keep-alive rejections (code -100). */
export function getQps(): number {
  const n = local.getNumber(KEYS.qps);
  return n !== null && n >= 0 ? Math.floor(n) : 0;
}

export function incrementQps(): number {
  const next = getQps() + 1;
  local.set(KEYS.qps, String(next));
  return next;
}

export function resetQps(): void {
  local.remove(KEYS.qps);
}
