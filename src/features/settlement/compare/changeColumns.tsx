/**
 * The change columns of a comparison (issue 17): for each chosen metric, the
 * absolute change and the change in per cent against the same row of the
 * comparison period (the server joins the rows: `row.compare`). Their keys
 * are `change.<metric>` and `changeRate.<metric>`; they follow their metric.
 */
import type { ProColumns } from '@ant-design/pro-components';
import type { useIntl } from '@umijs/max';
import type { MetricKey, SettlementRow, TrafficMetrics } from '@/contract/typings';
import { formatDay } from '@/utils/format';
import { COLUMN_WIDTH } from '@/utils/tableLayout';
import HeaderHint from '@/components/HintLabel';
import { formatMetric } from '../metrics';
import ChangeCell from './ChangeCell';
import { changeText, metricChange } from './changes';

type IntlShape = ReturnType<typeof useIntl>;

export type ChangePart = 'change' | 'changeRate';

export const changeKey = (part: ChangePart, metric: MetricKey) => `${part}.${metric}`;

/** The metric and part of a change column key, or null for any other column. */
export function parseChangeKey(key: string): { part: ChangePart; metric: MetricKey } | null {
  const m = /^(change|changeRate)\.(\w+)$/.exec(key);
  return m ? { part: m[1] as ChangePart, metric: m[2] as MetricKey } : null;
}

/** A change cell's figure and hover text: the comparison value (and day). */
export function ChangeFigure({
  intl,
  part,
  metric,
  current,
  previous,
  currency,
  compareDate,
  strong,
}: {
  intl: IntlShape;
  part: ChangePart;
  metric: MetricKey;
  current: Partial<TrafficMetrics>;
  previous: Partial<TrafficMetrics> | undefined;
  currency: string;
  compareDate?: string;
  strong?: boolean;
}) {
  const change = metricChange(metric, current, previous);
  const text = changeText(metric, change, currency, (value) =>
    intl.formatMessage({ id: 'settlement.change.points' }, { value }),
  );
  const was = formatMetric(metric, previous?.[metric] ?? 0, currency);
  const title = compareDate
    ? intl.formatMessage({ id: 'settlement.change.wasOn' }, { value: was, date: formatDay(compareDate) })
    : intl.formatMessage({ id: 'settlement.change.was' }, { value: was });
  const shown = part === 'change' ? text.delta : text.ratio;
  return <ChangeCell direction={change.direction} text={shown} title={title} strong={strong} />;
}

export function changeColumn(intl: IntlShape, key: string, currency: string): ProColumns<SettlementRow> | null {
  const parsed = parseChangeKey(key);
  if (!parsed) return null;
  const { part, metric } = parsed;
  const name = intl.formatMessage({ id: `settlement.col.${metric}` });
  return {
    key,
    title: (
      <HeaderHint
        title={intl.formatMessage({ id: `settlement.compare.col.${part}` }, { metric: name })}
        hint={intl.formatMessage({ id: `settlement.compare.def.${part}` })}
      />
    ),
    align: 'end',
    width: part === 'change' ? COLUMN_WIDTH.money : COLUMN_WIDTH.count,
    render: (_, row) => (
      <ChangeFigure
        intl={intl}
        part={part}
        metric={metric}
        current={row}
        previous={row.compare}
        currency={currency}
        compareDate={row.compareDate}
      />
    ),
  };
}
