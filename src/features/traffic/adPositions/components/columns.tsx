import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Switch, Typography } from 'antd';
import { AD_TYPES, PRICE_CURRENCY } from '@/features/traffic/constants';
import { formatShape } from '@/features/traffic/format';
import type { TrafficText } from '@/features/traffic/useTrafficText';
import type { AdPosition, AppOption, EarningsPeriod } from '@/contract/typings';
import { EarningsCell, earningsTitle } from '@/features/traffic/earnings';
import { CreatedAt } from '@/features/traffic/CreatedAt';
import { ServingMark } from '@/features/traffic/ServingStatus';
import RecentTraffic from '@/features/traffic/RecentTraffic';
import { formatMoney } from '@/utils/format';
import { Code, Name, NAME_SELECT } from '@/components/text';
import { NUMBER_CELL } from '@/utils/tableLayout';
import styles from '@/features/traffic/lists.less';

export interface AdPositionColumnOptions {
  text: TrafficText;
  apps: AppOption[];
  /** Issue 52: the period of the earnings column. */
  earningsPeriod: EarningsPeriod;
  canManage: boolean;
  onDetails: (p: AdPosition) => void;
  onEdit: (p: AdPosition) => void;
  onToggle: (p: AdPosition) => Promise<void>;
}

/** Shown by default at 1280 px (issue 33: name, "Last 7 days" and the actions in view); the rest in the column settings. */
export const AD_POSITION_COLUMNS_HIDDEN = {
  adType: { show: false },
  floorPrice: { show: false },
  createdAt: { show: false },
};

export function adPositionColumns(o: AdPositionColumnOptions): ProColumns<AdPosition>[] {
  const { text } = o;
  const { t } = text;
  return [
    {
      title: t('adPosition.field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('adPosition.field.keyword.placeholder'), maxLength: 80 },
    },
    { title: t('common.id'), dataIndex: 'id', width: 56, fixed: 'left', sorter: true, search: false },
    {
      title: t('adPosition.field.name'),
      dataIndex: 'name',
      sorter: true,
      search: false,
      fixed: 'left',
      width: 176,
      render: (_, p) => (
        <div className={styles.line} data-ad-type={p.adType}>
          {/* The name before the unit ID (issue 52): the ID gives way first. */}
          <Name maxWidth={120} style={{ fontWeight: 600, flexShrink: 0 }}>
            {p.name}
          </Name>
          <Typography.Text type="secondary" className={styles.minor}>
            <Code>{p.unitId}</Code>
          </Typography.Text>
        </div>
      ),
    },
    {
      // Issue 52: money first after the name, as MAX and LevelPlay lead their lists; sorted on the server.
      title: earningsTitle(t, o.earningsPeriod),
      dataIndex: 'earnings',
      sorter: true,
      search: false,
      align: 'end',
      width: 120,
      render: (_, p) => <EarningsCell earnings={p.earnings} />,
    },
    {
      title: t('adPosition.field.app'),
      dataIndex: 'appId',
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: o.apps.map((a) => ({ value: a.value, label: a.label })),
        ...NAME_SELECT,
      },
      width: 108,
      render: (_, p) => (
        <div className={styles.line}>
          <Name maxWidth={72}>{p.appName}</Name>
          <Typography.Text type="secondary" className={styles.minor}>
            {t('adPosition.appIdOf', { id: p.appId, platform: text.platform(p.platform) })}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('adPosition.field.typeAndShape'),
      dataIndex: 'adType',
      valueEnum: Object.fromEntries(AD_TYPES.map((a) => [a, { text: text.adType(a) }])),
      formItemProps: { label: t('adPosition.field.adType') },
      width: 128,
      render: (_, p) => (
        <div className={styles.line}>
          <span>{text.adType(p.adType)}</span>
          <Typography.Text type="secondary" className={styles.minor}>
            {formatShape(p, text)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('adPosition.field.floorPrice.column', { currency: PRICE_CURRENCY }),
      dataIndex: 'floorPrice',
      sorter: true,
      search: false,
      align: 'end',
      width: 112,
      render: (_, p) => <span style={NUMBER_CELL}>{formatMoney(p.floorPrice, PRICE_CURRENCY)}</span>,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueEnum: { enabled: { text: t('common.enabled') }, disabled: { text: t('common.disabled') } },
      // The filter is the position's own switch; the cell also says whether it really serves (its app counts too).
      width: 108,
      render: (_, p) => {
        const on = p.status === 'enabled';
        if (!o.canManage) return <ServingMark serving={p.serving} />;
        return (
          <span style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0, overflow: 'hidden' }}>
            <Popconfirm
              title={text.sentence(on ? 'adPosition.disableConfirm' : 'adPosition.enableConfirm', { name: p.name })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => o.onToggle(p)}
            >
              <Switch
                size="small"
                checked={on}
                aria-label={t(on ? 'adPosition.disableNamed' : 'adPosition.enableNamed', { name: p.name })}
              />
            </Popconfirm>
            <ServingMark serving={p.serving} />
          </span>
        );
      },
    },
    {
      title: t('adPosition.recent.column'),
      key: 'recent',
      search: false,
      width: 188,
      render: (_, p) => <RecentTraffic recent={p.recent} compact />,
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      search: false,
      width: 120,
      render: (_, p) => <CreatedAt value={p.createdAt} />,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      key: 'actions',
      // Details and edit stay in view while the columns between scroll.
      // Wide enough for the longest pair of buttons (zh-CN's "接入信息 编辑").
      fixed: 'right',
      width: 144,
      render: (_, p) => [
        <Button key="details" type="link" size="small" onClick={() => o.onDetails(p)}>
          {t('adPosition.integration.open')}
        </Button>,
        o.canManage ? (
          <Button key="edit" type="link" size="small" onClick={() => o.onEdit(p)}>
            {t('common.edit')}
          </Button>
        ) : null,
      ],
    },
  ];
}
