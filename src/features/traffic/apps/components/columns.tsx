import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Badge, Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { PATHS } from '@/paths';
import AppIcon from '@/features/traffic/AppIcon';
import ServingStatus from '@/features/traffic/ServingStatus';
import { APP_CATEGORIES, PLATFORMS, REVIEW_STATUSES } from '@/features/traffic/constants';
import { CreatedAt } from '@/features/traffic/CreatedAt';
import { ReviewStatusLegend, ReviewStatusTag } from '@/features/traffic/ReviewStatusTag';
import { AppAdsStatusCell } from '@/features/traffic/AppAdsStatus';
import { APP_ADS_STATUSES } from '@/contract/values';
import type { TrafficText } from '@/features/traffic/useTrafficText';
import type { App } from '@/contract/typings';
import { formatInteger } from '@/utils/format';
import { safeHttpUrl } from '@/utils/url';
import { Code, Name } from '@/components/text';
import { COLUMN_WIDTH } from '@/utils/tableLayout';

export interface AppColumnOptions {
  text: TrafficText;
  canManage: boolean;
  canAdPosView: boolean;
  canAdPosManage: boolean;
  onEdit: (app: App) => void;
  onToggle: (app: App) => Promise<void>;
  /** After "check again": the list shows the new status. */
  onAppAdsChecked: () => void;
}

function enumOf<T extends string>(values: readonly T[], label: (v: T) => string) {
  return Object.fromEntries(values.map((v) => [v, { text: label(v) }]));
}

/** A store address is a link only when it is http(s); anything else stays text. */
function StoreUrl({ url, label }: { url: string; label: string }) {
  const href = safeHttpUrl(url);
  if (!href)
    return (
      <Typography.Text type="secondary" data-store-url="text">
        <Code maxWidth={190}>{url}</Code>
      </Typography.Text>
    );
  return (
    <Typography.Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ fontSize: 12 }}
      title={label}
      data-store-url="link"
    >
      <Code maxWidth={190}>{url}</Code>
    </Typography.Link>
  );
}

/** Filters that have no column of their own: they show in the cells of other columns. */
function searchOnly(o: AppColumnOptions): ProColumns<App>[] {
  const { t } = o.text;
  return [
    {
      title: t('app.field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('app.field.keyword.placeholder'), maxLength: 150 },
    },
    {
      title: t('app.field.platform'),
      dataIndex: 'platform',
      hideInTable: true,
      valueEnum: enumOf(PLATFORMS, o.text.platform),
    },
    {
      title: t('app.field.category'),
      dataIndex: 'category',
      hideInTable: true,
      valueEnum: enumOf(APP_CATEGORIES, o.text.category),
    },
    {
      title: t('app.field.reviewStatus'),
      dataIndex: 'reviewStatus',
      hideInTable: true,
      valueEnum: enumOf(REVIEW_STATUSES, o.text.review),
    },
    {
      title: t('app.appAds.column'),
      dataIndex: 'appAdsStatus',
      hideInTable: true,
      valueEnum: enumOf(APP_ADS_STATUSES, (s) => t(`app.appAds.status.${s}`)),
    },
    {
      title: t('app.field.enabled'),
      dataIndex: 'enabled',
      hideInTable: true,
      valueEnum: { true: { text: t('common.enabled') }, false: { text: t('common.disabled') } },
    },
  ];
}

export function appColumns(o: AppColumnOptions): ProColumns<App>[] {
  const { text } = o;
  const { t } = text;
  const columns: ProColumns<App>[] = [
    ...searchOnly(o),
    {
      title: t('app.field.id'),
      dataIndex: 'id',
      sorter: true,
      order: 10,
      fixed: 'left',
      width: COLUMN_WIDTH.id,
      // A number box in the search form: an app ID cannot be mistyped as text.
      valueType: 'digit',
      fieldProps: { min: 1, precision: 0, controls: false, style: { width: '100%' } },
      render: (_, app) => app.id,
    },
    {
      title: t('app.field.name'),
      dataIndex: 'name',
      sorter: true,
      search: false,
      fixed: 'left',
      width: 220,
      // React renders the server's text as text: markup in a name stays visible, never interpreted.
      render: (_, app) => (
        <Space size={8} align="start">
          <AppIcon url={app.iconUrl} name={app.name} />
          <Space direction="vertical" size={0}>
            <Name maxWidth={150} style={{ fontWeight: 600 }} data-app-name={app.id}>
              {app.name}
            </Name>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('app.platformCategory', {
                platform: text.platform(app.platform),
                category: text.category(app.category),
              })}
            </Typography.Text>
            {app.childDirected ? (
              <Tag color="purple" style={{ marginInlineEnd: 0, width: 'fit-content' }} data-testid="child-directed">
                {t('app.tag.childDirected')}
              </Tag>
            ) : null}
          </Space>
        </Space>
      ),
    },
    {
      title: t('app.field.packageOrBundle'),
      dataIndex: 'packageName',
      search: false,
      render: (_, app) => (
        <Space direction="vertical" size={0}>
          <Typography.Text copyable={{ text: app.packageName }}>
            <Code maxWidth={170}>{app.packageName}</Code>
          </Typography.Text>
          {app.storeUrl ? (
            <StoreUrl url={app.storeUrl} label={t('app.storeLink', { name: app.name })} />
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-store-url="none">
              {t('app.field.unpublished')}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: (
        <span>
          {t('common.status')}
          <ReviewStatusLegend />
        </span>
      ),
      key: 'status',
      search: false,
      render: (_, app) => (
        <Space direction="vertical" size={2}>
          <ReviewStatusTag status={app.reviewStatus} reason={app.reviewReason} />
          <Badge
            status={app.enabled ? 'success' : 'default'}
            text={t(app.enabled ? 'common.enabled' : 'common.disabled')}
          />
          <ServingStatus serving={app.serving} compact />
        </Space>
      ),
    },
    {
      title: t('app.appAds.column'),
      key: 'appAds',
      search: false,
      render: (_, app) => <AppAdsStatusCell app={app} onChecked={o.onAppAdsChecked} />,
    },
    {
      title: t('app.field.adPositionCount'),
      dataIndex: 'adPositionCount',
      sorter: true,
      search: false,
      render: (_, app) => <AdPositionCount app={app} o={o} />,
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      search: false,
      render: (_, app) => <CreatedAt value={app.createdAt} />,
    },
  ];
  if (o.canManage) columns.push(actionsColumn(o));
  return columns;
}

/** The count links to the app's ad positions; "+" adds one where the app may take new ones. */
function AdPositionCount({ app, o }: { app: App; o: AppColumnOptions }) {
  const { t } = o.text;
  const count = formatInteger(app.adPositionCount);
  const usable = app.reviewStatus !== 'rejected' && app.reviewStatus !== 'suspended';
  return (
    <Space size={4}>
      {o.canAdPosView ? (
        <Link
          to={`${PATHS.adPositions}?appId=${app.id}`}
          aria-label={t('app.adPositionsOf', { name: app.name, count })}
        >
          {count}
        </Link>
      ) : (
        count
      )}
      {o.canAdPosManage && usable ? (
        // umi's Link hands its ref over only after its effects: the tooltip gets a span it can measure
        // at once (React's findDOMNode fallback otherwise, deprecated).
        <Tooltip title={t('app.addAdPosition')}>
          <span>
            <Link
              to={`${PATHS.adPositionForm}?appId=${app.id}`}
              aria-label={t('app.addAdPositionTo', { name: app.name })}
              style={{ paddingInline: 4 }}
            >
              <PlusOutlined />
            </Link>
          </span>
        </Tooltip>
      ) : null}
    </Space>
  );
}

function actionsColumn(o: AppColumnOptions): ProColumns<App> {
  const { t } = o.text;
  return {
    title: t('common.actions'),
    valueType: 'option',
    key: 'actions',
    // Edit and enable/disable stay in view while the columns between scroll.
    fixed: 'right',
    width: 140,
    render: (_, app) => {
      const blocked = !app.enabled && app.reviewStatus === 'suspended';
      const toggle = (
        <Popconfirm
          title={o.text.sentence(app.enabled ? 'app.disableConfirm' : 'app.enableConfirm', { name: app.name })}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => o.onToggle(app)}
          disabled={blocked}
        >
          <Button type="link" size="small" danger={app.enabled} disabled={blocked}>
            {t(app.enabled ? 'common.disable' : 'common.enable')}
          </Button>
        </Popconfirm>
      );
      return [
        <Button key="edit" type="link" size="small" onClick={() => o.onEdit(app)}>
          {t('common.edit')}
        </Button>,
        blocked ? (
          <Tooltip key="toggle" title={t('app.suspendedCannotEnable')}>
            <span>{toggle}</span>
          </Tooltip>
        ) : (
          <span key="toggle">{toggle}</span>
        ),
      ];
    },
  };
}
