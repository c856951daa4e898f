import { useQuery } from '@tanstack/react-query';
import { Link, useAccess, useIntl } from '@umijs/max';
import { Alert } from 'antd';
import { Name } from '@/components/text';
import { PATHS } from '@/paths';
import { appAdsProblemsQuery } from '@/features/traffic';
import styles from '../DashboardPage.less';

/** Shown only while some app's app-ads.txt lacks this provider's line or cannot be found: ads may not be bought there. */
export default function AppAdsProblems() {
  const intl = useIntl();
  const access = useAccess();
  const problems = useQuery(appAdsProblemsQuery());
  const list = problems.data ?? [];
  if (!list.length) return null;
  const shown = list.slice(0, 3);
  const more = list.length - shown.length;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="dashboard-app-ads"
      className={styles.appAds}
      message={intl.formatMessage({ id: 'dashboard.appAds.title' }, { count: list.length })}
      description={
        <span>
          {shown.map((p, i) => (
            <span key={p.id}>
              {i > 0 ? intl.formatMessage({ id: 'dashboard.appAds.separator' }) : null}
              <Name maxWidth={200}>{p.name}</Name>
            </span>
          ))}
          {more > 0 ? intl.formatMessage({ id: 'dashboard.appAds.more' }, { count: more }) : null}
        </span>
      }
      action={
        access.canAppView ? (
          <Link to={`${PATHS.apps}?appAdsStatus=${list[0].status}`}>
            {intl.formatMessage({ id: 'dashboard.appAds.review' })}
          </Link>
        ) : null
      }
    />
  );
}
