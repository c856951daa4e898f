import { List, Space, Tag, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import { useEffect, useState } from 'react';
import { materialHistory } from '@/services/material';
import type { MaterialReviewRecord, PageResult } from '@/services/typings';
import { formatDateTime } from '@/utils/format';
import { REPORT_TIME_ZONE } from '@/services/values';

const PAGE_SIZE = 10;

/** Who decided what, when and why, newest first (recorded by the server). `version` reloads it. */
export default function ReviewHistory({ materialId, version }: { materialId: number; version: number }) {
  const intl = useIntl();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<PageResult<MaterialReviewRecord> | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => setCurrent(1), [materialId, version]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    materialHistory({ materialId, current, pageSize: PAGE_SIZE, sortField: 'reviewedAt', sortOrder: 'descend' })
      .then((result) => live && setPage(result))
      .catch(() => live && setPage(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [materialId, current, version]);

  const status = (s: string) => intl.formatMessage({ id: `material.status.${s}` });

  return (
    <List<MaterialReviewRecord>
      size="small"
      loading={loading}
      dataSource={page?.list ?? []}
      rowKey="id"
      data-testid="review-history"
      locale={{ emptyText: intl.formatMessage({ id: 'material.history.empty' }) }}
      pagination={
        page && page.total > PAGE_SIZE
          ? {
              current,
              pageSize: PAGE_SIZE,
              total: page.total,
              size: 'small',
              onChange: setCurrent,
              showSizeChanger: false,
            }
          : false
      }
      renderItem={(r) => (
        <List.Item data-testid="history-entry">
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            <Space wrap size={8}>
              <Tag color={r.decision === 'approve' ? 'success' : 'error'} bordered={false}>
                {intl.formatMessage({ id: `material.history.decision.${r.decision}` })}
              </Tag>
              <Typography.Text strong data-testid="history-reviewer">
                {r.reviewer}
              </Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(r.reviewedAt, REPORT_TIME_ZONE)}</Typography.Text>
              <Typography.Text type="secondary">
                {intl.formatMessage(
                  { id: 'material.history.change' },
                  { from: status(r.fromStatus), to: status(r.toStatus) },
                )}
              </Typography.Text>
            </Space>
            {r.reason ? (
              <Typography.Text style={{ wordBreak: 'break-word' }} data-testid="history-reason">
                {intl.formatMessage({ id: 'material.history.reason' }, { reason: r.reason })}
              </Typography.Text>
            ) : null}
          </Space>
        </List.Item>
      )}
    />
  );
}
