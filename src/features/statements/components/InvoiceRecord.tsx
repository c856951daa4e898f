import { DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import type { MonthBillDetail } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { saveBlob } from '@/utils/sheet';
import { downloadInvoice } from '../api';
import InvoiceModal from './InvoiceModal';
import { useOpener } from './focusReturn';

type Invoice = NonNullable<MonthBillDetail['invoice']>;

/**
 * The month's invoice: its number and file, who sent it, and what may be done with it. Download saves the file as
 * uploaded under its own name, offered only when the server says the caller may (`downloadable`: an invoice covers
 * every app, so not to a sub-account that sees only some apps and does not manage statements). Replace is for who manages statements, while the month is not paid yet.
 */
export default function InvoiceRecord({
  d,
  invoice,
  byLine,
}: {
  d: MonthBillDetail;
  invoice: Invoice;
  byLine: string;
}) {
  const t = useT();
  const canManage = useAccess().canMonthBillManage;
  const [busy, setBusy] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const opener = useOpener();

  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadInvoice(d.bill.month), invoice.fileName);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {t('statements.record.invoiceText', { number: invoice.number, name: invoice.fileName })}{' '}
      <Typography.Text type="secondary">{byLine}</Typography.Text>
      <Space className="no-print" style={{ display: 'flex', marginBlockStart: 4 }} wrap>
        {invoice.downloadable && (
          <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
            {t('statements.invoice.download')}
          </Button>
        )}
        {canManage && d.bill.status === 'invoiced' && (
          <Button
            size="small"
            icon={<SwapOutlined />}
            onClick={() => {
              opener.remember();
              setReplacing(true);
            }}
          >
            {t('statements.invoice.replace')}
          </Button>
        )}
      </Space>
      {canManage && (
        <InvoiceModal
          month={d.bill.month}
          open={replacing}
          onClose={() => {
            setReplacing(false);
            opener.restore();
          }}
          replacing={invoice}
        />
      )}
    </>
  );
}
