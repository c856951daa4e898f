import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Switch, Typography } from 'antd';
import type { AdPosition } from '@/contract/typings';
import { Code, Name } from '@/components/text';
import RecentTraffic from '@/features/traffic/RecentTraffic';
import { ServingMark } from '@/features/traffic/ServingStatus';
import { formatShape } from '@/features/traffic/format';
import styles from '@/features/traffic/lists.less';
import { EarningsCell, earningsTitle } from '@/features/traffic/earnings';
import { type AdPositionColumnOptions, adPositionColumns } from './columns';

const TOUCH = { minWidth: 44, minHeight: 44 };

/**
 * The ad-positions list at phone width (issue 34): one card-like cell per position (name, app, type,
 * serving status with its problems, the last 7 days) with its switch and buttons as 44 px touch targets.
 * The search form keeps every filter of the desktop list.
 */
export function adPositionPhoneColumns(o: AdPositionColumnOptions): ProColumns<AdPosition>[] {
  const { text } = o;
  const { t } = text;
  const search = adPositionColumns(o)
    .filter((c) => c.search !== false && c.valueType !== 'option')
    .map((c) => ({ ...c, hideInTable: true }));
  return [
    ...search,
    {
      title: t('route.adpositions'),
      key: 'card',
      search: false,
      render: (_, p) => {
        const on = p.status === 'enabled';
        return (
          <div className={styles.card} data-testid="list-card">
            <div className={styles.line}>
              <Name maxWidth="60%" style={{ fontWeight: 600 }}>
                {p.name}
              </Name>
              <Typography.Text type="secondary" className={styles.minor}>
                <Code>{p.unitId}</Code>
              </Typography.Text>
            </div>
            <div className={styles.line}>
              <Name maxWidth="50%">{p.appName}</Name>
              <Typography.Text type="secondary" className={styles.minor}>
                {`${text.adType(p.adType)} · ${formatShape(p, text)}`}
              </Typography.Text>
            </div>
            <div className={styles.wrap}>
              <Typography.Text type="secondary">{earningsTitle(t, o.earningsPeriod)}</Typography.Text>
              <EarningsCell earnings={p.earnings} />
            </div>
            <div className={styles.wrap}>
              <ServingMark serving={p.serving} />
              <RecentTraffic recent={p.recent} compact />
            </div>
            <Space size={8} wrap>
              {o.canManage ? (
                <Popconfirm
                  title={text.sentence(on ? 'adPosition.disableConfirm' : 'adPosition.enableConfirm', { name: p.name })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => o.onToggle(p)}
                >
                  {/* The switch sits in a 44 px box: the box is what a thumb hits. */}
                  <span style={{ ...TOUCH, display: 'inline-flex', alignItems: 'center' }}>
                    <Switch
                      checked={on}
                      aria-label={t(on ? 'adPosition.disableNamed' : 'adPosition.enableNamed', { name: p.name })}
                      checkedChildren={t('common.enabled')}
                      unCheckedChildren={t('common.disabled')}
                    />
                  </span>
                </Popconfirm>
              ) : null}
              <Button size="large" style={TOUCH} onClick={() => o.onDetails(p)}>
                {t('adPosition.integration.open')}
              </Button>
              {o.canManage ? (
                <Button size="large" type="primary" style={TOUCH} onClick={() => o.onEdit(p)}>
                  {t('common.edit')}
                </Button>
              ) : null}
            </Space>
          </div>
        );
      },
    },
  ];
}
