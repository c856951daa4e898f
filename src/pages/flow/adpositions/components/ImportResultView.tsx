import { useIntl } from '@umijs/max';
import { Alert, Table, Typography } from 'antd';
import type { ImportResult } from '@/services/typings';
import { formatInteger } from '@/utils/format';

type Rejected = ImportResult['rejected'][number];

/** The server's answer to an import: rows created, and each rejected row with its reason (server text, shown as text). */
export default function ImportResultView({ name, result }: { name: string; result: ImportResult }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rejected = result.rejected.length;
  const type = rejected === 0 ? 'success' : result.accepted === 0 ? 'error' : 'warning';
  return (
    <div data-testid="import-result">
      <Alert
        type={type}
        showIcon
        message={t('spreadsheet.result.summary', {
          name,
          accepted: result.accepted,
          acceptedText: formatInteger(result.accepted),
          rejected,
          rejectedText: formatInteger(rejected),
        })}
        style={{ marginBlockEnd: rejected ? 12 : 0 }}
      />
      {rejected ? (
        <Table<Rejected>
          size="small"
          rowKey={(r) => `${r.row}:${r.reason}`}
          dataSource={result.rejected}
          pagination={rejected > 8 ? { pageSize: 8, size: 'small', showSizeChanger: false } : false}
          title={() => <Typography.Text strong>{t('spreadsheet.result.rejectedTitle')}</Typography.Text>}
          columns={[
            {
              title: t('spreadsheet.result.row'),
              dataIndex: 'row',
              width: 90,
              render: (row: number) => formatInteger(row),
            },
            {
              title: t('spreadsheet.result.reason'),
              dataIndex: 'reason',
              render: (reason: string) => <Typography.Text>{reason}</Typography.Text>,
            },
          ]}
        />
      ) : null}
    </div>
  );
}
