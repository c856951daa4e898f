import { Tag } from 'antd';
import { useIntl } from '@umijs/max';
import { memo } from 'react';
import type { MaterialStatus } from '@/contract/typings';

const COLORS: Record<MaterialStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  blocked: 'warning',
};

function StatusTag({ status, className }: { status: MaterialStatus; className?: string }) {
  const intl = useIntl();
  return (
    <Tag color={COLORS[status] ?? 'default'} className={className} data-status={status} bordered={false}>
      {intl.formatMessage({ id: `material.status.${status}` })}
    </Tag>
  );
}

export default memo(StatusTag);
