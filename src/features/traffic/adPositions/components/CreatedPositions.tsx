import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import CopyButton from '@/components/CopyButton';
import { Name } from '@/components/text';
import { feedback } from '@/feedback';
import { exportReport } from '@/lib/spreadsheet/exportReport';
import { useTrafficText } from '@/features/traffic/useTrafficText';
import type { ImportCreated } from '@/contract/typings';
import { formatDateTimeZone, formatInteger } from '@/utils/format';
import { createdAsText, createdSheet } from '../import/createdSheet';

/**
 * The ad positions an import created, with the IDs developers need: listed,
 * copied as a table, or downloaded as .xlsx (the list goes when the dialog
 * closes, so the download is how it is kept).
 */
export default function CreatedPositions({ created, fileName }: { created: ImportCreated[]; fileName: string }) {
  const text = useTrafficText();
  const { t } = text;
  const [saving, setSaving] = useState(false);
  // The moment of the import, fixed when the result arrived (not when the file is saved).
  const [importedAt] = useState(() => formatDateTimeZone(Date.now()));

  const download = async () => {
    setSaving(true);
    try {
      const out = await exportReport(createdSheet(created, text, { fileName, importedAt }), 'xlsx');
      feedback.success(t('spreadsheet.created.saved', { file: out.fileName }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="import-created">
      <Table<ImportCreated>
        size="small"
        rowKey="id"
        dataSource={created}
        pagination={created.length > 8 ? { pageSize: 8, size: 'small', showSizeChanger: false } : false}
        title={() => (
          <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text strong>
              {t('spreadsheet.created.heading', { count: created.length, countText: formatInteger(created.length) })}
            </Typography.Text>
            <Space wrap>
              <CopyButton text={createdAsText(created, text)} label={t('adPosition.handoff.copyAll')}>
                {t('adPosition.handoff.copyAll')}
              </CopyButton>
              <Button icon={<DownloadOutlined />} loading={saving} onClick={() => void download()}>
                {t('spreadsheet.created.download')}
              </Button>
            </Space>
          </Space>
        )}
        columns={[
          { title: t('spreadsheet.result.row'), dataIndex: 'row', width: 70, render: (n: number) => formatInteger(n) },
          {
            title: t('adPosition.field.name'),
            dataIndex: 'name',
            ellipsis: true,
            render: (n: string) => <Name>{n}</Name>,
          },
          { title: t('adPosition.field.adType'), dataIndex: 'adType', width: 120, render: text.adType },
          { title: t('adPosition.integration.adPositionId'), dataIndex: 'id', width: 130 },
          {
            title: t('adPosition.integration.unitId'),
            dataIndex: 'unitId',
            width: 170,
            render: (u: string) => <Typography.Text code>{u}</Typography.Text>,
          },
        ]}
      />
    </div>
  );
}
