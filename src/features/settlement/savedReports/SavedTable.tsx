import { Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { feedback } from '@/feedback';
import { useSavedText } from './labels';

/** The saved reports' and the schedules' lists: small rows, all on one page, a sentence when empty. */
export function SavedTable<T extends { id: number | string }>(props: {
  rows: T[];
  columns: ColumnsType<T>;
  loading: boolean;
  empty: string;
  testId: string;
}) {
  return (
    <Table<T>
      rowKey="id"
      size="small"
      columns={props.columns}
      dataSource={props.rows}
      loading={props.loading}
      pagination={false}
      locale={{ emptyText: <Empty description={props.empty} /> }}
      data-testid={props.testId}
    />
  );
}

/** A row's Delete: asks first (the title names what goes), then deletes; a failure was said by the request layer. */
export function DeleteButton({
  title,
  content,
  onDelete,
}: {
  title: ReactNode;
  content?: ReactNode;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useSavedText();
  const ask = () =>
    feedback.confirm({
      title,
      content,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await onDelete();
        } catch {
          // the request layer said why
        }
      },
    });
  return (
    <Button type="link" size="small" danger onClick={ask}>
      {t('common.delete')}
    </Button>
  );
}
