/** The caller's billing, as the statements and payments routes read it. */
import type { Ctx } from '../../context';
import { monthOfMs } from './calendar';
import { publisherOf, syncBilling, type Billing } from './lifecycle';

/** The caller's billing view: calendar synced, the publisher, the caller's app scope. */
export function billingOf(ctx: Ctx): {
  b: Billing;
  pub: ReturnType<typeof publisherOf>;
  cur: number;
  changed: boolean;
} {
  const b: Billing = { db: ctx.db, tr: ctx.s.traffic(), now: ctx.now() };
  const pub = publisherOf(ctx.db, ctx.me);
  const changed = syncBilling(b, pub);
  return { b, pub, cur: monthOfMs(b.now), changed };
}
