import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Switch, Typography } from 'antd';
import { AD_TYPES, PRICE_CURRENCY } from '@/features/traffic/constants';
import { formatShape } from '@/features/traffic/format';
import type { TrafficText } from '@/features/traffic/useTrafficText';
import type { AdPosition, AppOption } from '@/contract/typings';
import { CreatedAt } from '@/features/traffic/CreatedAt';
import ServingStatus from '@/features/traffic/ServingStatus';
import RecentTraffic from '@/features/traffic/RecentTraffic';
import { formatMoney } from '@/utils/format';
import { Code, Name, NAME_SELECT } from '@/components/text';
import { COLUMN_WIDTH, NUMBER_CELL } from '@/utils/tableLayout';

export interface AdPositionColumnOptions {
  text: TrafficText;
  apps: AppOption[];
  canManage: boolean;
  onDetails: (p: AdPosition) => void;
  onEdit: (p: AdPosition) => void;
  onToggle: (p: AdPosition) => Promise<void>;
}

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
    { title: t('common.id'), dataIndex: 'id', width: COLUMN_WIDTH.id, fixed: 'left', sorter: true, search: false },
    {
      title: t('adPosition.field.name'),
      dataIndex: 'name',
      sorter: true,
      search: false,
      fixed: 'left',
      width: 192,
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <Name maxWidth={160} style={{ fontWeight: 600 }}>
            {p.name}
          </Name>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <Code maxWidth={160}>{p.unitId}</Code>
          </Typography.Text>
        </Space>
      ),
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
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <Name maxWidth={140}>{p.appName}</Name>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('adPosition.appIdOf', { id: p.appId, platform: text.platform(p.platform) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('adPosition.field.typeAndShape'),
      dataIndex: 'adType',
      valueEnum: Object.fromEntries(AD_TYPES.map((a) => [a, { text: text.adType(a) }])),
      formItemProps: { label: t('adPosition.field.adType') },
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <span>{text.adType(p.adType)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatShape(p, text)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('adPosition.field.floorPrice.column', { currency: PRICE_CURRENCY }),
      dataIndex: 'floorPrice',
      sorter: true,
      search: false,
      align: 'end',
      render: (_, p) => <span style={NUMBER_CELL}>{formatMoney(p.floorPrice, PRICE_CURRENCY)}</span>,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueEnum: { enabled: { text: t('common.enabled') }, disabled: { text: t('common.disabled') } },
      // The filter is the position's own switch; the cell also says whether it really serves (its app counts too).
      render: (_, p) => {
        const on = p.status === 'enabled';
        if (!o.canManage) return <ServingStatus serving={p.serving} compact />;
        return (
          <Space direction="vertical" size={4}>
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
                checkedChildren={t('common.enabled')}
                unCheckedChildren={t('common.disabled')}
              />
            </Popconfirm>
            <ServingStatus serving={p.serving} compact />
          </Space>
        );
      },
    },
    {
      title: t('adPosition.recent.column'),
      key: 'recent',
      search: false,
      render: (_, p) => <RecentTraffic recent={p.recent} compact />,
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      search: false,
      render: (_, p) => <CreatedAt value={p.createdAt} />,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      key: 'actions',
      // Details and edit stay in view while the columns between scroll.
      fixed: 'right',
      width: 150,
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
