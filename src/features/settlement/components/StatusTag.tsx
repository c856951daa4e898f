import { Tag, Tooltip, Typography } from 'antd';
import type { DayStatus } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { formatSignedMoney } from '@/utils/format';
import { isolateFigure } from '@/components/text/isolate';

interface Props {
  status: DayStatus;
  /** Final less first-estimated earnings of a day final for at most a week (issue 49, fresh or final). */
  moved?: number;
  currency?: string;
}

/** Estimated days (the last 3) may still change; final days are settled, and for a week say how far they moved. */
export default function StatusTag({ status, moved, currency }: Props) {
  const t = useT();
  const tag = (
    <Tag color={status === 'final' ? 'success' : 'warning'} data-status={status} bordered={false}>
      {t(`settlement.status.${status}`)}
    </Tag>
  );
  if (!moved || !currency) return tag;
  const amount = formatSignedMoney(moved, currency);
  const text = t('settlement.moved.row', { amount: isolateFigure(amount) });
  return (
    <Tooltip title={text}>
      <span aria-label={`${t(`settlement.status.${status}`)}. ${text}`}>
        {tag}
        <Typography.Text type="secondary" data-moved={moved} style={{ display: 'block', fontSize: 12 }} aria-hidden>
          <bdi>{amount}</bdi>
        </Typography.Text>
      </span>
    </Tooltip>
  );
}
