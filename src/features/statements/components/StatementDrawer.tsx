import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { useRef } from 'react';
import { Button, Descriptions, Divider, Drawer, Skeleton, Space, Typography } from 'antd';
import LoadError from '@/components/LoadError';
import { usePhone } from '@/hooks/usePhone';
import { useExport } from '@/lib/spreadsheet/useExport';
import { exportReport } from '@/lib/spreadsheet/exportReport';
import { feedback } from '@/feedback';
import type { MonthBillDetail } from '@/contract/typings';
import { formatDateTime, formatMoney, formatMonth, formatPercent } from '@/utils/format';
import { isolateFigure } from '@/components/text';
import { formatZonedTime } from '@/contract/zonedTime';
import { intlLocale } from '@/utils/numbering';
import { buildStatementSheet } from '../statementSheet';
import { adjustmentReason } from '../adjustmentReason';
import { statementQuery } from '../api';
import { StatementStatusTag, usePaymentMethodLabel } from '../labels';
import Lines from './Lines';
import PrintStatement from './PrintStatement';
import Reconciliation from './Reconciliation';
import InvoiceRecord from './InvoiceRecord';
import StatementActions from './StatementActions';
import { FocusReturnProvider, useFocusHome } from './focusReturn';

type T = (id: string, values?: Record<string, string | number>) => string;

function Summary({ d, t, phone }: { d: MonthBillDetail; t: T; phone: boolean }) {
  const b = d.bill;
  // One left-to-right run (isolateFigure): a negative amount reads "-$330.33" in ar-EG and fa-IR too.
  const money = (n: number) => isolateFigure(formatMoney(n, b.currency));
  const at = (iso: string | null) => formatDateTime(iso, d.billingTimeZone);
  return (
    <Descriptions size="small" column={phone ? 1 : 2} data-testid="statement-summary">
      <Descriptions.Item label={t('statements.print.period')}>
        {d.startDate} – {d.endDate}
      </Descriptions.Item>
      <Descriptions.Item label={t('statements.print.timeZone')}>{d.billingTimeZone}</Descriptions.Item>
      <Descriptions.Item label={t('statements.col.gross')}>{money(b.grossRevenue)}</Descriptions.Item>
      <Descriptions.Item label={t('statements.col.share')}>{formatPercent(b.mediaShareRate, 0)}</Descriptions.Item>
      <Descriptions.Item label={t('statements.col.media')}>{money(b.mediaRevenue)}</Descriptions.Item>
      <Descriptions.Item label={t('statements.col.payable')}>
        <Typography.Text strong data-testid="statement-payable">
          {money(b.payable)}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('statements.print.issued')}>{at(b.issuedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('statements.deadline')}>{at(b.deadline)}</Descriptions.Item>
    </Descriptions>
  );
}

function Adjustments({ d, t, locale }: { d: MonthBillDetail; t: T; locale: string }) {
  if (d.adjustmentItems.length === 0)
    return <Typography.Text type="secondary">{t('statements.adj.none')}</Typography.Text>;
  return (
    <ul style={{ paddingInlineStart: 20, margin: 0 }} data-testid="statement-adjustments">
      {d.adjustmentItems.map((a, i) => (
        <li key={i}>
          <Typography.Text strong>{t(`statements.adj.${a.kind}`)}</Typography.Text>{' '}
          {isolateFigure(formatMoney(a.amount, d.bill.currency))} —{' '}
          <Typography.Text type="secondary">{adjustmentReason(a, t, locale)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** What happened to the month: the dispute, the invoice, the payment. */
function Records({ d, t }: { d: MonthBillDetail; t: T }) {
  const method = usePaymentMethodLabel();
  const at = (iso: string) => formatDateTime(iso, d.billingTimeZone);
  if (!d.dispute && !d.invoice && !d.payment) return null;
  return (
    <Descriptions size="small" column={1} bordered data-testid="statement-records">
      {d.dispute && (
        <Descriptions.Item label={t('statements.record.dispute')}>
          {t('statements.record.by', { by: d.dispute.by, at: at(d.dispute.at) })}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBlock: 4 }}>
            {d.dispute.reason}
          </Typography.Paragraph>
          {d.dispute.attachmentName && (
            <Typography.Text type="secondary">
              {t('statements.record.attachment', { name: d.dispute.attachmentName })}
            </Typography.Text>
          )}
        </Descriptions.Item>
      )}
      {d.invoice && (
        <Descriptions.Item label={t('statements.record.invoice')}>
          <InvoiceRecord
            d={d}
            invoice={d.invoice}
            byLine={t('statements.record.by', { by: d.invoice.by, at: at(d.invoice.at) })}
          />
        </Descriptions.Item>
      )}
      {d.payment && (
        <Descriptions.Item label={t('statements.record.payment')}>
          {t('statements.record.paymentText', {
            amount: isolateFigure(formatMoney(d.payment.amount, d.bill.currency)),
            date: at(d.payment.paidAt),
            method: method(d.payment.method),
            reference: d.payment.reference,
          })}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** One month: figures, what it asks of the publisher, its reconciliation and lines; export and print. */
export default function StatementDrawer({ month, onClose }: { month: string | null; onClose: () => void }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const q = useQuery({ ...statementQuery(month ?? ''), enabled: month !== null });
  const d = q.data;
  // No message of its own: the request layer has said why a call failed.
  const exporter = useExport();
  const home = useRef<HTMLDivElement>(null);
  // A phone gets the whole width (issue 34).
  const phone = usePhone();
  const returnFocus = useFocusHome(home, d);

  const download = (detail: MonthBillDetail) =>
    exporter.run(async () => {
      // In the billing zone with the zone named, as every file writes a time (src/contract/zonedTime.ts).
      const generated = formatZonedTime(Date.now(), detail.billingTimeZone, intlLocale(intl.locale));
      const out = await exportReport(buildStatementSheet(detail, t, generated, intl.locale), 'xlsx');
      feedback.success(t('statements.exported', { file: out.fileName }));
    });

  return (
    <Drawer
      open={month !== null}
      onClose={onClose}
      width={phone ? '100%' : 780}
      destroyOnHidden
      title={
        month && (
          <Space>
            {t('statements.drawer.title', { month: formatMonth(month) })}
            {d && <StatementStatusTag status={d.bill.status} />}
          </Space>
        )
      }
      extra={
        d && (
          <Space className="no-print">
            <Button icon={<DownloadOutlined />} loading={exporter.busy} onClick={() => void download(d)}>
              {t('statements.download')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('statements.print.button')}
            </Button>
          </Space>
        )
      }
      data-testid="statement-drawer"
    >
      {q.isPending && <Skeleton active />}
      {q.isError && (
        <LoadError
          variant="result"
          message={t('statements.loadError')}
          retryText={t('statements.retry')}
          onRetry={() => void q.refetch()}
        />
      )}
      {d && (
        <FocusReturnProvider value={returnFocus}>
          <Space
            direction="vertical"
            size="middle"
            data-month={d.bill.month}
            data-status={d.bill.status}
            ref={home}
            tabIndex={-1}
            data-testid="statement-body"
            style={{ width: '100%', outline: 'none' }}
          >
            <Typography.Text type="secondary">{d.company}</Typography.Text>
            <StatementActions bill={d.bill} />
            <Summary d={d} t={t} phone={phone} />
            <Divider orientation="left" plain style={{ margin: 0 }}>
              {t('statements.col.adjustments')}
            </Divider>
            <Adjustments d={d} t={t} locale={intl.locale} />
            <Records d={d} t={t} />
            <Divider orientation="left" plain style={{ margin: 0 }}>
              {t('statements.rec.title')}
            </Divider>
            <Reconciliation detail={d} />
            <Lines detail={d} />
            <PrintStatement detail={d} />
          </Space>
        </FocusReturnProvider>
      )}
    </Drawer>
  );
}
