/**
 * Every page of a paged list call, for an export: the rows the filters match, in the list's order. Refused (never
 * cut) above the one row limit of every export, the contract's LIMITS.exportRows: a file that silently stops at
 * the limit would look complete.
 */
import { LIMITS } from '@/contract/limits';
import type { PageResult } from '@/contract/typings';
import { MAX_PAGE_SIZE } from '@/contract/values';
import { TooManyRows } from './exportErrors';

export async function readAllPages<Row, Filters extends object>(
  list: (params: Filters & { current: number; pageSize: number }) => Promise<PageResult<Row>>,
  filters: Filters,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let current = 1; ; current++) {
    const page = await list({ ...filters, current, pageSize: MAX_PAGE_SIZE });
    if (page.total > LIMITS.exportRows) throw new TooManyRows(page.total);
    rows.push(...page.list);
    if (rows.length >= page.total || !page.list.length) return rows;
  }
}
