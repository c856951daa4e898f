import { WarningOutlined } from '@ant-design/icons';
import { Badge, Popover, Space, Typography } from 'antd';
import type { Serving, ServingStatus as Status } from '@/contract/typings';
import { servingHeadline } from './serving';
import { useTrafficText } from './useTrafficText';

const BADGE: Record<Status, 'success' | 'warning' | 'error'> = {
  serving: 'success',
  warning: 'warning',
  notServing: 'error',
};

/**
 * "Serving" or "Not serving: <why>" (the server's answer, see mock/core/lib/serving.ts), the
 * reviewer's reason of a rejected or suspended app (server text, shown as text), and each
 * warning (app-ads.txt missing, no traffic in 7 days), which do not stop serving.
 */
export default function ServingStatus({ serving, compact }: { serving: Serving; compact?: boolean }) {
  const { t } = useTrafficText();
  // In a table cell: small and wrapped, so the reasons do not widen the table at 1280 px.
  const small = compact ? { fontSize: 12, maxWidth: 170, whiteSpace: 'normal' as const, display: 'block' } : undefined;
  return (
    <Space direction="vertical" size={0} data-testid="serving" data-serving={serving.status}>
      <Badge status={BADGE[serving.status]} text={t(servingHeadline(serving))} style={small} />
      {serving.reason ? (
        <Typography.Text type="secondary" style={small}>
          {t('adPosition.serving.reason', { reason: serving.reason })}
        </Typography.Text>
      ) : null}
      {serving.warnings.map((w) => (
        <Typography.Text key={w} type="warning" style={small} data-serving-warning={w}>
          <WarningOutlined aria-hidden /> {t(`adPosition.serving.warning.${w}`)}
        </Typography.Text>
      ))}
    </Space>
  );
}

/**
 * The one-line serving status of a list row (issue 33): a dot with "Serving" or "Not serving", a warning
 * sign when something needs attention, and the whole answer (why not, each warning) in its tooltip and
 * accessible name. `dotOnly`: the dot and the sign without the words, where the row already says why.
 */
export function ServingMark({ serving, dotOnly = false }: { serving: Serving; dotOnly?: boolean }) {
  const { t } = useTrafficText();
  const parts = [
    t(servingHeadline(serving)),
    ...(serving.reason ? [t('adPosition.serving.reason', { reason: serving.reason })] : []),
    ...serving.warnings.map((w) => t(`adPosition.serving.warning.${w}`)),
  ];
  const short = serving.status === 'notServing' ? 'adPosition.serving.short.notServing' : 'adPosition.serving.serving';
  return (
    <Popover content={<ServingStatus serving={serving} />} trigger={['hover', 'focus']}>
      <span
        tabIndex={0}
        role="img"
        aria-label={parts.join('. ')}
        data-testid="serving"
        data-serving={serving.status}
        // One line that stays in its cell (issue 33): the words give way (cut), the dot and the sign never do,
        // so a long ar-EG "not serving" no longer pushes the sign over the next column.
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 0, maxWidth: '100%', cursor: 'help' }}
      >
        <Badge status={BADGE[serving.status]} style={{ flex: 'none' }} />
        {!dotOnly && (
          <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {t(short)}
          </span>
        )}
        {serving.warnings.length ? (
          <Typography.Text type="warning" style={{ flex: 'none' }}>
            <WarningOutlined aria-hidden />
          </Typography.Text>
        ) : null}
      </span>
    </Popover>
  );
}
