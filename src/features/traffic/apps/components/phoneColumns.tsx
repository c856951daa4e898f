import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { App } from '@/contract/typings';
import { AppAdsStatusCell } from '@/features/traffic/AppAdsStatus';
import { ReviewStatusTag } from '@/features/traffic/ReviewStatusTag';
import { ServingMark } from '@/features/traffic/ServingStatus';
import styles from '@/features/traffic/lists.less';
import { EarningsCell, earningsTitle } from '@/features/traffic/earnings';
import AppActions from './AppActions';
import { AdPositionCount, type AppColumnOptions, NameCell, appColumns } from './columns';

/**
 * The apps list at phone width (issue 34): one card-like cell per app with what a glance needs (name,
 * review and serving status, app-ads.txt, its ad positions) and the edit buttons, so nothing scrolls
 * sideways. The search form keeps every filter of the desktop list.
 */
export function appPhoneColumns(o: AppColumnOptions): ProColumns<App>[] {
  const { t } = o.text;
  const search = appColumns(o)
    .filter((c) => c.hideInTable || c.dataIndex === 'id')
    .map((c) => ({ ...c, hideInTable: true }));
  return [
    ...search,
    {
      title: t('route.app'),
      key: 'card',
      search: false,
      render: (_, app) => (
        <div className={styles.card} data-testid="list-card">
          <NameCell app={app} o={o} />
          <div className={styles.wrap}>
            <Typography.Text type="secondary">{earningsTitle(t, o.earningsPeriod)}</Typography.Text>
            <EarningsCell earnings={app.earnings} />
          </div>
          <div className={styles.wrap}>
            <ReviewStatusTag status={app.reviewStatus} reason={app.reviewReason} />
            <ServingMark serving={app.serving} />
            <AppAdsStatusCell app={app} onChecked={o.onAppAdsChecked} />
          </div>
          <div className={styles.wrap}>
            <Typography.Text type="secondary">{t('app.field.adPositionCount')}</Typography.Text>
            <AdPositionCount app={app} o={o} />
          </div>
          {o.canManage ? <AppActions app={app} o={o} large /> : null}
        </div>
      ),
    },
  ];
}
