import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { PATHS } from '@/paths';
import AppIcon from '@/features/traffic/AppIcon';
import { ServingMark } from '@/features/traffic/ServingStatus';
import { APP_CATEGORIES, PLATFORMS, REVIEW_STATUSES } from '@/features/traffic/constants';
import { CreatedAt } from '@/features/traffic/CreatedAt';
import { ReviewStatusLegend, ReviewStatusTag } from '@/features/traffic/ReviewStatusTag';
import { AppAdsStatusCell } from '@/features/traffic/AppAdsStatus';
import { APP_ADS_STATUSES } from '@/contract/values';
import type { TrafficText } from '@/features/traffic/useTrafficText';
import type { App, EarningsPeriod } from '@/contract/typings';
import { EarningsCell, earningsTitle } from '@/features/traffic/earnings';
import { formatInteger } from '@/utils/format';
import { safeHttpUrl } from '@/utils/url';
import { Code, Name } from '@/components/text';
import styles from '@/features/traffic/lists.less';
import AppActions from './AppActions';

export interface AppColumnOptions {
  text: TrafficText;
  /** Issue 52: the period of the earnings column. */
  earningsPeriod: EarningsPeriod;
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

/** Filters that have no column of their own: they show in the cells of other columns. */
export function searchOnly(o: AppColumnOptions): ProColumns<App>[] {
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

/** The name cell, one line: icon, name, store link, platform and category; the rare tags after them. */
export function NameCell({ app, o }: { app: App; o: AppColumnOptions }) {
  const { text } = o;
  const { t } = text;
  const href = safeHttpUrl(app.storeUrl);
  return (
    <div className={styles.line}>
      <AppIcon url={app.iconUrl} name={app.name} size={24} />
      {/* The name before the platform and category (issue 52): they give way first. */}
      <Name maxWidth={150} style={{ fontWeight: 600, flexShrink: 0 }} data-app-name={app.id}>
        {app.name}
      </Name>
      {href ? (
        <Typography.Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          title={t('app.storeLink', { name: app.name })}
          data-store-url="link"
          style={{ flex: 'none' }}
        >
          <ExportOutlined aria-hidden />
        </Typography.Link>
      ) : null}
      <Typography.Text type="secondary" className={styles.minor}>
        {t('app.platformCategory', { platform: text.platform(app.platform), category: text.category(app.category) })}
      </Typography.Text>
      {app.childDirected ? (
        <Tag color="purple" className={styles.tag} data-testid="child-directed">
          {t('app.tag.childDirected')}
        </Tag>
      ) : null}
    </div>
  );
}

/**
 * The columns of the apps list. At 1280 px the name, app-ads.txt, the status and the actions are in view
 * together without sideways scrolling (issue 33): one line per row, the details in tooltips, the package
 * and the creation day behind the column settings.
 */
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
      width: 72,
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
      // Issue 52: wide enough for a name of about 20 characters at 1280 px (it was cut to 8–10).
      width: 236,
      // React renders the server's text as text: markup in a name stays visible, never interpreted.
      render: (_, app) => <NameCell app={app} o={o} />,
    },
    {
      // Issue 52: money first after the name, as MAX and LevelPlay lead their lists; sorted on the server.
      title: earningsTitle(t, o.earningsPeriod),
      dataIndex: 'earnings',
      sorter: true,
      search: false,
      align: 'end',
      width: 116,
      render: (_, app) => <EarningsCell earnings={app.earnings} />,
    },
    {
      title: t('app.appAds.column'),
      key: 'appAds',
      search: false,
      width: 116,
      render: (_, app) => <AppAdsStatusCell app={app} onChecked={o.onAppAdsChecked} />,
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
      width: 148,
      render: (_, app) => (
        <div className={styles.line}>
          <ReviewStatusTag status={app.reviewStatus} reason={app.reviewReason} />
          {/* Switched off: said in words (the serving mark keeps its dot and its reasons in the tooltip). */}
          {app.enabled ? null : (
            <Tag className={styles.tag} data-testid="app-disabled">
              {t('common.disabled')}
            </Tag>
          )}
          <ServingMark serving={app.serving} dotOnly={!app.enabled} />
        </div>
      ),
    },
    {
      title: t('app.field.adPositionCount'),
      dataIndex: 'adPositionCount',
      sorter: true,
      search: false,
      width: 88,
      render: (_, app) => <AdPositionCount app={app} o={o} />,
    },
    {
      title: t('app.field.packageOrBundle'),
      dataIndex: 'packageName',
      search: false,
      width: 200,
      render: (_, app) => (
        <div className={styles.line}>
          <Typography.Text copyable={{ text: app.packageName }} style={{ minWidth: 0 }}>
            <Code maxWidth={150}>{app.packageName}</Code>
          </Typography.Text>
          {app.storeUrl ? null : (
            <Typography.Text type="secondary" className={styles.minor} data-store-url="none">
              {t('app.field.unpublished')}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      search: false,
      width: 120,
      render: (_, app) => <CreatedAt value={app.createdAt} />,
    },
  ];
  if (o.canManage) columns.push(actionsColumn(o));
  return columns;
}

/** Shown by default at 1280 px; the others are a click away in the column settings. */
export const APP_COLUMNS_HIDDEN = { packageName: { show: false }, createdAt: { show: false } };

/** The count links to the app's ad positions; "+" adds one where the app may take new ones. */
export function AdPositionCount({ app, o }: { app: App; o: AppColumnOptions }) {
  const { t } = o.text;
  const count = formatInteger(app.adPositionCount);
  const usable = app.reviewStatus !== 'rejected' && app.reviewStatus !== 'suspended';
  return (
    <Space size={4}>
      {o.canAdPosView ? (
        <Link
          to={`${PATHS.adPositions}?appId=${app.id}`}
          // The count as shown is in every wording (WCAG 2.5.3, label in name); the number picks the plural.
          aria-label={t('app.adPositionsOf', { name: app.name, count: app.adPositionCount, shown: count })}
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
  return {
    title: o.text.t('common.actions'),
    valueType: 'option',
    key: 'actions',
    // Edit and enable/disable stay in view while the columns between scroll.
    fixed: 'right',
    width: 124,
    render: (_, app) => <AppActions app={app} o={o} />,
  };
}
