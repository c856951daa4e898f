import { useIntl } from '@umijs/max';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { MenuCode } from '@/services/typings';
import { codeLabel, impliedView } from '@/features/subAccount/permissionCodes';

const SHOWN = 3;

/** Up to three tags and "+N" with the full list in a tooltip. */
function Tags({ items, testId }: { items: { key: string; label: string; color?: string }[]; testId: string }) {
  const shown = items.slice(0, SHOWN);
  const rest = items.length - shown.length;
  return (
    <Space size={[4, 4]} wrap data-testid={testId}>
      {shown.map((i) => (
        <Tag key={i.key} color={i.color} style={{ marginInlineEnd: 0 }}>
          {i.label}
        </Tag>
      ))}
      {rest > 0 && (
        <Tooltip title={items.map((i) => i.label).join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }} tabIndex={0}>
            +{rest}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}

/** Permissions of a sub-account: a View code implied by a granted Manage code is not listed twice. */
export function PermissionSummary({ codes }: { codes: MenuCode[] }) {
  const intl = useIntl();
  const implied = new Set(codes.map(impliedView).filter(Boolean));
  const items = codes
    .filter((c) => !implied.has(c))
    .map((c) => ({ key: c, label: codeLabel(intl, c), color: c.endsWith('Manage') ? 'blue' : undefined }));
  if (!items.length)
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'subAccount.noPermissions' })}</Typography.Text>;
  return <Tags items={items} testId="permissions" />;
}

export function AppSummary({ names }: { names: string[] }) {
  const intl = useIntl();
  if (!names.length)
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'subAccount.noApps' })}</Typography.Text>;
  return <Tags items={names.map((n, i) => ({ key: `${i}:${n}`, label: n }))} testId="apps" />;
}
