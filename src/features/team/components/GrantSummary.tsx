import { useIntl } from '@umijs/max';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { MenuCode } from '@/contract/typings';
import { codeLabel, impliedView } from '../permissionCodes';

const SHOWN_APPS = 3;

/**
 * Permissions of a sub-account, every one of them: chips that wrap, in the permission tree's order, Manage in blue.
 * Nothing hides behind "+N" (the one hidden could be the one that matters, e.g. payments). A View code implied by a
 * granted Manage code is not listed twice.
 */
export function PermissionSummary({ codes }: { codes: MenuCode[] }) {
  const intl = useIntl();
  const implied = new Set(codes.map(impliedView).filter(Boolean));
  const shown = codes.filter((c) => !implied.has(c));
  if (!shown.length)
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'subAccount.noPermissions' })}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap data-testid="permissions">
      {shown.map((c) => (
        <Tag
          key={c}
          color={c.endsWith('Manage') ? 'blue' : undefined}
          style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
        >
          {codeLabel(intl, c)}
        </Tag>
      ))}
    </Space>
  );
}

/** Apps: "all apps, including future ones", or three names and "+N" with the rest in a tooltip. */
export function AppSummary({ names, allApps = false }: { names: string[]; allApps?: boolean }) {
  const intl = useIntl();
  if (allApps)
    return (
      <Tag color="green" data-testid="apps" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
        {intl.formatMessage({ id: 'subAccount.apps.everything' })}
      </Tag>
    );
  if (!names.length)
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'subAccount.noApps' })}</Typography.Text>;
  const shown = names.slice(0, SHOWN_APPS);
  const rest = names.length - shown.length;
  return (
    <Space size={[4, 4]} wrap data-testid="apps">
      {shown.map((n, i) => (
        <Tag key={`${i}:${n}`} style={{ marginInlineEnd: 0 }}>
          {n}
        </Tag>
      ))}
      {rest > 0 && (
        <Tooltip title={names.join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }} tabIndex={0}>
            +{rest}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
