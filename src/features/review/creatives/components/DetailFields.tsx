import { Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { Link } from '@umijs/max';
import { PATHS } from '@/paths';
import type { Material } from '@/contract/typings';
import { EMPTY, formatDateTimeZone } from '@/utils/format';
import { Code, Name } from '@/components/text';
import LandingUrl from './LandingUrl';
import StatusTag, { blockedByText } from './StatusTag';
import { impressionsText, revenueText } from './Delivery';

type Format = (id: string, values?: Record<string, string | number>) => string;

/** Every field of the creative; server texts stay text. */
export function detailFields(m: Material, f: Format): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: f('material.field.id'), children: m.id },
    {
      key: 'advertiser',
      label: f('material.field.advertiser'),
      children: <Name data-testid="drawer-advertiser">{m.advertiser}</Name>,
    },
    { key: 'domain', label: f('material.field.advertiserDomain'), children: <Code>{m.advertiserDomain}</Code> },
    { key: 'adType', label: f('material.field.adType'), children: f(`material.adType.${m.adType}`) },
    { key: 'format', label: f('material.field.format'), children: f(`material.format.${m.format}`) },
    { key: 'size', label: f('material.field.size'), children: m.size },
    { key: 'category', label: f('material.field.category'), children: f(`blocking.category.${m.category}`) },
  ];
  if (m.format === 'video') {
    items.push({
      key: 'duration',
      label: f('material.field.duration'),
      children: m.durationSec ? f('material.durationValue', { seconds: m.durationSec }) : EMPTY,
    });
  }
  items.push(
    {
      key: 'app',
      label: f('material.field.app'),
      children: (
        <>
          <Name>{m.appName}</Name> <Typography.Text type="secondary">({m.appId})</Typography.Text>
        </>
      ),
    },
    {
      key: 'adPosition',
      label: f('material.field.adPosition'),
      children: (
        <>
          <Name>{m.adPositionName}</Name> <Typography.Text type="secondary">({m.adPositionId})</Typography.Text>
        </>
      ),
    },
    { key: 'landingUrl', label: f('material.field.landingUrl'), children: <LandingUrl url={m.landingUrl} /> },
    {
      key: 'submittedAt',
      label: f('material.field.submittedAt'),
      children: formatDateTimeZone(m.submittedAt),
    },
    { key: 'status', label: f('material.field.status'), children: <StatusTag status={m.status} /> },
    {
      key: 'impressions7d',
      label: f('material.field.impressions7d'),
      children: <span data-testid="drawer-impressions7d">{impressionsText(m)}</span>,
    },
    {
      key: 'revenue7d',
      label: f('material.field.revenue7d'),
      children: <span data-testid="drawer-revenue7d">{revenueText(m)}</span>,
    },
    {
      key: 'reviewedAt',
      label: f('material.field.reviewedAt'),
      children: formatDateTimeZone(m.reviewedAt),
    },
    { key: 'reviewedBy', label: f('material.field.reviewedBy'), children: m.reviewedBy ?? EMPTY },
  );
  if (m.blockedBy) {
    items.push({
      key: 'blockedBy',
      label: f('material.status.blocked'),
      children: (
        <Link to={PATHS.blockRules} data-testid="drawer-blocked-by">
          {blockedByText(m.blockedBy, f)}
        </Link>
      ),
    });
  }
  if (m.status === 'rejected') {
    items.push({
      key: 'rejectReason',
      label: f('material.field.rejectReason'),
      children: <span style={{ wordBreak: 'break-word' }}>{m.rejectReason ?? EMPTY}</span>,
    });
  }
  return items;
}
