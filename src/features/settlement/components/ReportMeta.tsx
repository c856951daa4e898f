import { Space, Typography } from 'antd';
import type { SettlementResult } from '@/contract/typings';
import { formatDay, formatDateTimeZone, formatSignedMoney } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { isolateFigure } from '@/components/text/isolate';

/** Period, time zone, currency and freshness of the figures on screen. */
export default function ReportMeta({ data }: { data: SettlementResult | null }) {
  const t = useT();
  if (!data) return null;
  return (
    <Space size={[16, 4]} wrap data-testid="settlement-meta">
      <Typography.Text strong>
        {t('settlement.meta.period', { start: formatDay(data.startDate), end: formatDay(data.endDate) })}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="settlement-timezone">
        {t('settlement.meta.timeZone', { timeZone: data.timeZone })}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="settlement-currency">
        {t('settlement.meta.currency', { currency: data.currency })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('settlement.meta.updatedAt', { time: formatDateTimeZone(data.updatedAt, data.timeZone) })}
      </Typography.Text>
      {data.moved && (
        // Fresh or final (issue 49): the days that became final this week and how far their earnings moved.
        <Typography.Text type="secondary" data-testid="settlement-moved">
          {t('settlement.moved.summary', {
            days: data.moved.days,
            amount: isolateFigure(formatSignedMoney(data.moved.earnings, data.currency)),
          })}
        </Typography.Text>
      )}
    </Space>
  );
}
