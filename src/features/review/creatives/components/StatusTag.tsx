import { Tag, Tooltip } from 'antd';
import { useIntl } from '@umijs/max';
import { memo, type ReactNode } from 'react';
import type { Material, MaterialStatus } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';

const COLORS: Record<MaterialStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  blocked: 'warning',
};

interface Props {
  status: MaterialStatus;
  className?: string;
  /** What the status rests on (who reviewed it when, why rejected, which rule blocks it), shown on hover and focus. */
  detail?: ReactNode;
}

function StatusTag({ status, className, detail }: Props) {
  const intl = useIntl();
  const tag = (
    <Tag
      color={COLORS[status] ?? 'default'}
      className={className}
      data-status={status}
      bordered={false}
      // Focusable only when it has something to tell, so the tooltip opens from the keyboard too.
      tabIndex={detail ? 0 : undefined}
    >
      {intl.formatMessage({ id: `review.status.${status}` })}
    </Tag>
  );
  return detail ? <Tooltip title={detail}>{tag}</Tooltip> : tag;
}

export default memo(StatusTag);

type F = (id: string, values?: Record<string, string | number>) => string;

/** Which rule blocks a creative, in words (the drawer and the status tooltip). */
export function blockedByText({ ruleId, kind, value }: NonNullable<Material['blockedBy']>, f: F): string {
  const shown = kind === 'category' ? f(`blocking.category.${value}`) : kind === 'creative' ? `#${value}` : value;
  return ruleId === null
    ? f('review.blockedByDefault', { category: shown })
    : f('review.blockedBy', { id: ruleId, rule: `${f(`blocking.kind.${kind}`)}: ${shown}` });
}

/** The status's details for a one-line row: the decision's author and time, the reject reason, the blocking rule. */
export function StatusDetail({ material: m }: { material: Material }) {
  const intl = useIntl();
  const f: F = (id, values) => intl.formatMessage({ id }, values);
  const lines: string[] = [];
  if (m.blockedBy) lines.push(blockedByText(m.blockedBy, f));
  if (m.status === 'rejected' && m.rejectReason) lines.push(`${f('review.field.rejectReason')}: ${m.rejectReason}`);
  if (m.reviewedAt) lines.push(`${f('review.field.reviewedAt')}: ${formatDateTimeZone(m.reviewedAt)}`);
  if (m.reviewedBy) lines.push(`${f('review.field.reviewedBy')}: ${m.reviewedBy}`);
  if (!lines.length) return <>{f('review.history.empty')}</>;
  return (
    <>
      {lines.map((line, i) => (
        <div key={i} dir="auto">
          {line}
        </div>
      ))}
    </>
  );
}
