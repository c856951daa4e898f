import { List, Space, Tag, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { materialHistoryQuery } from '@/features/review/api';
import type { MaterialReviewRecord } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';

const PAGE_SIZE = 10;

/** Who decided what, when and why, newest first (recorded by the server). A new `version` goes back to page 1. */
export default function ReviewHistory({ materialId, version }: { materialId: number; version: number }) {
  const intl = useIntl();
  const [current, setCurrent] = useState(1);

  useEffect(() => setCurrent(1), [materialId, version]);

  const history = useQuery({
    ...materialHistoryQuery({
      materialId,
      current,
      pageSize: PAGE_SIZE,
      sortField: 'reviewedAt',
      sortOrder: 'descend',
    }),
    placeholderData: keepPreviousData,
  });
  const page = history.data ?? null;
  const loading = history.isFetching;

  const status = (s: string) => intl.formatMessage({ id: `review.status.${s}` });

  return (
    <List<MaterialReviewRecord>
      size="small"
      loading={loading}
      dataSource={page?.list ?? []}
      rowKey="id"
      data-testid="review-history"
      locale={{ emptyText: intl.formatMessage({ id: 'review.history.empty' }) }}
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
                {intl.formatMessage({ id: `review.history.decision.${r.decision}` })}
              </Tag>
              <Typography.Text strong data-testid="history-reviewer">
                {r.reviewer}
              </Typography.Text>
              <Typography.Text type="secondary">{formatDateTimeZone(r.reviewedAt)}</Typography.Text>
              <Typography.Text type="secondary">
                {intl.formatMessage(
                  { id: 'review.history.change' },
                  { from: status(r.fromStatus), to: status(r.toStatus) },
                )}
              </Typography.Text>
            </Space>
            {r.reason ? (
              <Typography.Text style={{ wordBreak: 'break-word' }} data-testid="history-reason">
                {intl.formatMessage({ id: 'review.history.reason' }, { reason: r.reason })}
              </Typography.Text>
            ) : null}
          </Space>
        </List.Item>
      )}
    />
  );
}
