import { Alert, Table, Typography } from 'antd';
import type { ImportResult } from '@/contract/typings';
import { formatInteger } from '@/utils/format';
import { useT } from '@/hooks/useT';
import CreatedPositions from './CreatedPositions';

type Rejected = ImportResult['rejected'][number];

/** The server's answer to an import: rows created, and each rejected row with its reason (server text, shown as text). */
export default function ImportResultView({ name, result }: { name: string; result: ImportResult }) {
  const t = useT();
  const rejected = result.rejected.length;
  const type = rejected === 0 ? 'success' : result.accepted === 0 ? 'error' : 'warning';
  return (
    <div data-testid="import-result">
      <Alert
        type={type}
        showIcon
        message={t(result.checkOnly ? 'spreadsheet.result.checked' : 'spreadsheet.result.summary', {
          name,
          accepted: result.accepted,
          acceptedText: formatInteger(result.accepted),
          rejected,
          rejectedText: formatInteger(rejected),
        })}
        style={{ marginBlockEnd: rejected || result.created.length ? 12 : 0 }}
      />
      {result.created.length ? <CreatedPositions created={result.created} fileName={name} /> : null}
      {rejected ? (
        <Table<Rejected>
          data-testid="import-rejected"
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
              dataIndex: 'errors',
              // One line per bad value, named by the file's column title (server text: shown as text).
              render: (_: unknown, r: Rejected) => <RowErrors row={r} />,
            },
          ]}
        />
      ) : null}
    </div>
  );
}

/** A rejected row's errors, each under the column title of the file; the joined reason when there are none. */
function RowErrors({ row }: { row: Rejected }) {
  if (!row.errors?.length) return <Typography.Text>{row.reason}</Typography.Text>;
  return (
    <ul
      style={{
        margin: 0,
        paddingInlineStart: row.errors.length > 1 ? 16 : 0,
        listStyle: row.errors.length > 1 ? undefined : 'none',
      }}
    >
      {row.errors.map((e) => (
        <li key={`${e.column}:${e.message}`}>
          <Typography.Text strong dir="auto">
            {e.column}
          </Typography.Text>
          <Typography.Text>{`: ${e.message}`}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
