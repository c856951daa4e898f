import { Collapse, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTrafficText } from '@/features/traffic/useTrafficText';
import { columnGuide, type ColumnGuideRow } from '../import/columnGuide';

/** What each column accepts, folded under the template link; the template's guide sheet says the same. */
export default function ColumnGuide() {
  const text = useTrafficText();
  const { t } = text;
  const rows = useMemo(() => columnGuide(text), [text]);
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'guide',
          label: t('spreadsheet.guide.title'),
          children: (
            <Table<ColumnGuideRow>
              data-testid="import-column-guide"
              size="small"
              rowKey="column"
              pagination={false}
              scroll={{ y: 260 }}
              dataSource={rows}
              columns={[
                {
                  title: t('spreadsheet.guide.column'),
                  dataIndex: 'column',
                  width: 170,
                  render: (c: string, r) => (
                    <>
                      <Typography.Text code>{c}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{r.field}</Typography.Text>
                    </>
                  ),
                },
                { title: t('spreadsheet.guide.requiredTitle'), dataIndex: 'required', width: 130 },
                {
                  title: t('spreadsheet.guide.allowed'),
                  dataIndex: 'allowed',
                  render: (a: string, r) => (
                    <>
                      {a}
                      <br />
                      <Typography.Text type="secondary">{r.note}</Typography.Text>
                    </>
                  ),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
