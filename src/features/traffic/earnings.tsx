import { Segmented, Typography } from 'antd';
import type { EarningsPeriod, ListEarnings } from '@/contract/typings';
import { EARNINGS_PERIODS } from '@/contract/values';
import { formatDay, formatMoney } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { NUMBER_CELL } from '@/utils/tableLayout';
import { isolateFigure } from '@/components/text';
import { PRICE_CURRENCY } from './constants';

/**
 * Issue 52, "earnings in the lists": the apps and ad positions lists lead with money as MAX and LevelPlay do: each
 * row's earnings (the publisher's share, the settlement report's figure) over a recent period the user picks, the
 * last 7 days unless the address says otherwise, sorted on the server.
 */
/** The column's title names the period: "Earnings (last 7 days)". */
export function earningsTitle(t: (id: string) => string, period: EarningsPeriod): string {
  return t(`app.earnings.column.${period}`);
}

/** The period switch above a list. */
export function EarningsPeriodSwitch({
  value,
  onChange,
}: {
  value: EarningsPeriod;
  onChange: (p: EarningsPeriod) => void;
}) {
  const t = useT();
  return (
    <Segmented<EarningsPeriod>
      aria-label={t('app.earnings.period')}
      data-testid="earnings-period"
      value={value}
      onChange={onChange}
      options={EARNINGS_PERIODS.map((p) => ({ value: p, label: t(`app.earnings.period.${p}`) }))}
    />
  );
}

/** A row's earnings; its days in the tooltip. A row read on its own (an ID search) has none: a dash. */
export function EarningsCell({ earnings }: { earnings: ListEarnings | undefined }) {
  const t = useT();
  if (!earnings) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span
      data-testid="row-earnings"
      title={t('app.earnings.days', { start: formatDay(earnings.start), end: formatDay(earnings.end) })}
      style={NUMBER_CELL}
    >
      {isolateFigure(formatMoney(earnings.amount, PRICE_CURRENCY))}
    </span>
  );
}
