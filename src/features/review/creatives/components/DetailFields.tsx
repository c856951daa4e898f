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
    { key: 'id', label: f('review.field.id'), children: m.id },
    {
      key: 'advertiser',
      label: f('review.field.advertiser'),
      children: <Name data-testid="drawer-advertiser">{m.advertiser}</Name>,
    },
    { key: 'domain', label: f('review.field.advertiserDomain'), children: <Code>{m.advertiserDomain}</Code> },
    { key: 'adType', label: f('review.field.adType'), children: f(`review.adType.${m.adType}`) },
    { key: 'format', label: f('review.field.format'), children: f(`review.format.${m.format}`) },
    { key: 'size', label: f('review.field.size'), children: m.size },
    { key: 'category', label: f('review.field.category'), children: f(`blocking.category.${m.category}`) },
  ];
  if (m.format === 'video') {
    items.push({
      key: 'duration',
      label: f('review.field.duration'),
      children: m.durationSec ? f('review.durationValue', { seconds: m.durationSec }) : EMPTY,
    });
  }
  items.push(
    {
      key: 'app',
      label: f('review.field.app'),
      children: (
        <>
          <Name>{m.appName}</Name> <Typography.Text type="secondary">({m.appId})</Typography.Text>
        </>
      ),
    },
    {
      key: 'adPosition',
      label: f('review.field.adPosition'),
      children: (
        <>
          <Name>{m.adPositionName}</Name> <Typography.Text type="secondary">({m.adPositionId})</Typography.Text>
        </>
      ),
    },
    { key: 'landingUrl', label: f('review.field.landingUrl'), children: <LandingUrl url={m.landingUrl} /> },
    {
      key: 'submittedAt',
      label: f('review.field.submittedAt'),
      children: formatDateTimeZone(m.submittedAt),
    },
    { key: 'status', label: f('review.field.status'), children: <StatusTag status={m.status} /> },
    {
      key: 'impressions7d',
      label: f('review.field.impressions7d'),
      children: <span data-testid="drawer-impressions7d">{impressionsText(m)}</span>,
    },
    {
      key: 'revenue7d',
      label: f('review.field.revenue7d'),
      children: <span data-testid="drawer-revenue7d">{revenueText(m)}</span>,
    },
    {
      key: 'reviewedAt',
      label: f('review.field.reviewedAt'),
      children: formatDateTimeZone(m.reviewedAt),
    },
    { key: 'reviewedBy', label: f('review.field.reviewedBy'), children: m.reviewedBy ?? EMPTY },
  );
  if (m.blockedBy) {
    items.push({
      key: 'blockedBy',
      label: f('review.status.blocked'),
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
      label: f('review.field.rejectReason'),
      children: <span style={{ wordBreak: 'break-word' }}>{m.rejectReason ?? EMPTY}</span>,
    });
  }
  return items;
}
