import { useIntl } from '@umijs/max';
import { Popover, Space, Tag, Tooltip, Typography } from 'antd';
import type { MenuCode } from '@/contract/typings';
import { codeLabel, impliedView } from '../permissionCodes';

const SHOWN_APPS = 3;

/**
 * Permissions of a sub-account, every one of them: chips that wrap, in the permission tree's order, Manage in blue.
 * Nothing hides behind "+N" (the one hidden could be the one that matters, e.g. payments). A View code implied by a
 * granted Manage code is not listed twice.
 */
export function PermissionSummary({ codes, oneLine = false }: { codes: MenuCode[]; oneLine?: boolean }) {
  const intl = useIntl();
  const implied = new Set(codes.map(impliedView).filter(Boolean));
  const shown = codes.filter((c) => !implied.has(c));
  if (!shown.length)
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'team.noPermissions' })}</Typography.Text>;
  const chips = (wrap: boolean) => (
    <Space size={[4, 4]} wrap={wrap} data-testid={wrap ? undefined : 'permissions'}>
      {shown.map((c) => (
        <Tag
          key={c}
          color={c.endsWith('Manage') ? 'blue' : undefined}
          style={{ marginInlineEnd: 0, whiteSpace: wrap ? 'normal' : 'nowrap' }}
        >
          {codeLabel(intl, c)}
        </Tag>
      ))}
    </Space>
  );
  if (!oneLine) return <div data-testid="permissions">{chips(true)}</div>;
  // A list row (issue 33): one line, cut; every chip in the popover on hover or focus, none dropped.
  return (
    <Popover content={<div style={{ maxWidth: 360 }}>{chips(true)}</div>} trigger={['hover', 'focus']}>
      <div tabIndex={0} style={{ overflow: 'hidden', whiteSpace: 'nowrap' }}>
        {chips(false)}
      </div>
    </Popover>
  );
}

/** Apps: "all apps, including future ones", or three names and "+N" with the rest in a tooltip. */
export function AppSummary({
  names,
  allApps = false,
  oneLine = false,
}: {
  names: string[];
  allApps?: boolean;
  /** A list row: one line, the names cut rather than wrapped (the "+N" tooltip has them all). */
  oneLine?: boolean;
}) {
  const intl = useIntl();
  if (allApps)
    return (
      <Tag color="green" data-testid="apps" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
        {intl.formatMessage({ id: 'team.apps.everything' })}
      </Tag>
    );
  if (!names.length)
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'team.noApps' })}</Typography.Text>;
  const shown = names.slice(0, oneLine ? 1 : SHOWN_APPS);
  const rest = names.length - shown.length;
  const more = rest > 0 && (
    <Tooltip title={names.join(', ')}>
      <Tag style={{ marginInlineEnd: 0, flex: 'none' }} tabIndex={0}>
        +{rest}
      </Tag>
    </Tooltip>
  );
  // A list row (issue 33): the name gives way to "+N" inside the cell, so neither runs into the next column
  // (a wide zh-CN name and its "+1" reached Last sign-in).
  if (oneLine)
    return (
      <span data-testid="apps" style={{ display: 'flex', gap: 4, minWidth: 0, maxWidth: '100%', overflow: 'hidden' }}>
        <Tag
          style={{
            marginInlineEnd: 0,
            minWidth: 0,
            maxWidth: 120,
            flex: '0 1 auto',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
          title={shown[0]}
        >
          {shown[0]}
        </Tag>
        {more}
      </span>
    );
  return (
    <Space size={[4, 4]} wrap data-testid="apps">
      {shown.map((n, i) => (
        <Tag key={`${i}:${n}`} style={{ marginInlineEnd: 0 }}>
          {n}
        </Tag>
      ))}
      {more}
    </Space>
  );
}
