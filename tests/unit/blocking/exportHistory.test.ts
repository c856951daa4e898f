/** @jest-environment node */
import { sheetLayout } from '@/lib/spreadsheet/layout';
import { buildHistorySheet } from '@/features/blocking/exportHistory';
import type { BlockRuleHistoryRecord } from '@/contract/typings';

const t = (id: string, values?: Record<string, string | number>) => (values ? `${id} ${JSON.stringify(values)}` : id);

describe('the blocking history export', () => {
  it('has one row per change with its rule, action and changes, and escapes formula-like server texts', () => {
    const rows: BlockRuleHistoryRecord[] = [
      {
        id: 2,
        ruleId: 7,
        kind: 'advertiser',
        value: '=HYPERLINK("http://x.test")',
        action: 'paused',
        actor: '@ops',
        at: '2026-03-15T04:00:00.000Z',
        changes: [{ field: 'status', from: 'active', to: 'paused' }],
      },
      {
        id: 3,
        ruleId: null,
        kind: 'category',
        value: 'gambling',
        action: 'defaultOn',
        actor: 'demo',
        at: '2026-03-15T04:30:00.000Z',
        changes: [],
      },
    ];
    const sheet = buildHistorySheet(
      rows,
      {
        t,
        value: (r) => r.value,
        changes: (r) => r.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`).join('; '),
        time: (iso) => iso,
      },
      '2026-03-15T05:00:00.000Z',
    );
    expect(sheet.fileName).toBe('blocking_rules_history_2026-03-15');
    const { data } = sheetLayout(sheet);
    expect(data[0]).toEqual([
      'blocking.history.at',
      'blocking.history.actor',
      'blocking.history.rule',
      'blocking.field.kind',
      'blocking.field.value',
      'blocking.history.action',
      'blocking.history.changes',
    ]);
    expect(data[1]).toEqual([
      '2026-03-15T04:00:00.000Z',
      "'@ops",
      7,
      'blocking.kind.advertiser',
      `'=HYPERLINK("http://x.test")`,
      'blocking.action.paused',
      'status: active → paused',
    ]);
    // A change of the blocked-by-default list has no rule number: the list's name stands in.
    expect(data[2].slice(2, 6)).toEqual([
      'blocking.history.defaultList',
      'blocking.kind.category',
      'gambling',
      'blocking.action.defaultOn',
    ]);
  });
});
