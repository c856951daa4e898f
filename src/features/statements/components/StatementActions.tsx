import { useAccess } from '@umijs/max';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useWrite } from '@/lib/data/useWrite';
import { feedback } from '@/feedback';
import type { MonthBill } from '@/contract/typings';
import { BILLING_TIME_ZONE } from '@/contract/values';
import { formatMoney, formatMonth, formatDateTimeZone } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { isolateFigure } from '@/components/text';
import { STATEMENT_CHANGES, confirmStatement } from '../api';
import DisputeModal from './DisputeModal';
import InvoiceModal from './InvoiceModal';
import { useOpener } from './focusReturn';

/**
 * What the month asks of the publisher: confirm or dispute while pending,
 * an invoice once confirmed. Only with MonthBillManage; others read a note
 * (the server refuses them anyway).
 */
export default function StatementActions({ bill }: { bill: MonthBill }) {
  const t = useT();
  const canManage = useAccess().canMonthBillManage;
  const confirm = useWrite(confirmStatement, STATEMENT_CHANGES);
  const [dialog, setDialogState] = useState<'dispute' | 'invoice' | null>(null);
  const opener = useOpener();
  const setDialog = (next: 'dispute' | 'invoice' | null) => {
    if (next) opener.remember();
    else opener.restore();
    setDialogState(next);
  };
  const open = bill.status === 'pending' || bill.status === 'confirmed';
  if (!open) return null;
  if (!canManage)
    return <Alert type="info" showIcon message={t('statements.readOnly')} data-testid="statement-read-only" />;

  const askConfirm = () =>
    feedback.confirm({
      title: t('statements.confirm.title', { month: formatMonth(bill.month) }),
      content: t('statements.confirm.text', { amount: isolateFigure(formatMoney(bill.payable, bill.currency)) }),
      okText: t('statements.confirm.ok'),
      cancelText: t('statements.cancel'),
      onOk: () => confirm.mutateAsync(bill.month),
    });

  return (
    <div className="no-print" data-testid="statement-actions">
      {bill.status === 'pending' && (
        <Alert
          type="warning"
          showIcon
          message={t('statements.pending.note', { date: formatDateTimeZone(bill.deadline, BILLING_TIME_ZONE) })}
          action={
            <Space>
              <Button type="primary" onClick={askConfirm} loading={confirm.isPending}>
                {t('statements.confirm.button')}
              </Button>
              <Button danger onClick={() => setDialog('dispute')}>
                {t('statements.dispute.button')}
              </Button>
            </Space>
          }
        />
      )}
      {bill.status === 'confirmed' && (
        <Alert
          type="info"
          showIcon
          message={t('statements.invoice.note')}
          action={
            <Button type="primary" onClick={() => setDialog('invoice')}>
              {t('statements.invoice.button')}
            </Button>
          }
        />
      )}
      <DisputeModal month={bill.month} open={dialog === 'dispute'} onClose={() => setDialog(null)} />
      <InvoiceModal month={bill.month} open={dialog === 'invoice'} onClose={() => setDialog(null)} />
    </div>
  );
}
