/**
 * An adjustment's reason in the user's language (issue 31): the provider sends the kind and the figures the
 * reason names (`reasonParams`, an extension) beside its own text in English or Chinese; the console words it
 * in any of its 13 languages (payments.adj.reason.<kind>), figures in the locale's digits. The provider's text
 * stays the fallback for a kind the console does not know yet.
 */
import type { MonthBillAdjustment } from '@/contract/typings';
import { formatDecimal } from '@/utils/format';

type Translate = (id: string, values?: Record<string, string | number>) => string;

const KNOWN = new Set<string>(['invalidTraffic', 'lateData', 'revision']);

export function adjustmentReason(a: MonthBillAdjustment, t: Translate, locale?: string): string {
  if (!KNOWN.has(a.kind) || !a.reasonParams) return a.reason;
  const p = a.reasonParams;
  const values: Record<string, string | number> = {};
  if (p.share !== undefined) values.share = formatDecimal(Number(p.share), 2, locale);
  if (p.days !== undefined) values.days = Number(p.days);
  return t(`statements.adj.reason.${a.kind}`, values);
}
