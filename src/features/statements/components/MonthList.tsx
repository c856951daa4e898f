import { Skeleton, Typography } from 'antd';
import type { MonthBill } from '@/contract/typings';
import { formatMoney, formatMonth } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { isolateFigure } from '@/components/text';
import { StatementStatusTag } from '../labels';
import styles from './MonthList.less';
import { keyDate } from './StatementTable';
import WaitCell from './WaitCell';

interface Props {
  bills: MonthBill[] | undefined;
  loading: boolean;
  onOpen: (month: string) => void;
}

/**
 * The months at a glance on a phone (issue 34): newest first, the month and its payable on a line, its status tag and
 * the date that matters under them; a tap opens the month as the table's link does.
 */
export default function MonthList({ bills, loading, onOpen }: Props) {
  const t = useT();
  if (loading) return <Skeleton active />;
  if (!bills?.length) return <Typography.Text type="secondary">{t('payments.empty')}</Typography.Text>;
  const newestFirst = [...bills].sort((a, b) => b.month.localeCompare(a.month));
  return (
    <ul className={styles.list} data-testid="statement-months" aria-label={t('payments.title')}>
      {newestFirst.map((b) => (
        <li key={b.month} data-month-row={b.month}>
          <button type="button" className={styles.row} onClick={() => onOpen(b.month)}>
            <span className={styles.month}>{formatMonth(b.month)}</span>
            <span className={styles.amount}>{isolateFigure(formatMoney(b.payable, b.currency))}</span>
            <span className={styles.status}>
              <StatementStatusTag status={b.status} />
              <span className={styles.date}>{keyDate(b, t)}</span>
            </span>
            {b.wait && (
              <span className={styles.wait}>
                <WaitCell bill={b} />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
