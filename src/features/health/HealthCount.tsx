import { useQuery } from '@tanstack/react-query';
import { Link } from '@umijs/max';
import { Alert } from 'antd';
import { HEALTH_ISSUE_KINDS } from '@/contract/values';
import { useT } from '@/hooks/useT';
import { PATHS } from '@/paths';
import { healthQuery } from './api';

const KINDS: readonly string[] = HEALTH_ISSUE_KINDS;

/**
 * The dashboard's line "N issues limit serving or payouts → Account health": nothing while loading, on an error
 * (the page itself says it) or when nothing limits. `enabled`: the dashboard asks once its own figures are in.
 * Its words are the dashboard's (`dashboard.health.*`): the home page has only its own messages on a cold load.
 */
export default function HealthCount({ enabled = true }: { enabled?: boolean }) {
  const t = useT();
  const q = useQuery({ ...healthQuery(), enabled });
  const issues = (q.data?.issues ?? []).filter((i) => KINDS.includes(i.kind));
  if (issues.length === 0) return null;
  const blocking = issues.filter((i) => i.severity === 'blocking').length;
  return (
    <Alert
      type={blocking ? 'error' : 'warning'}
      showIcon
      data-testid="dashboard-health"
      message={t('dashboard.health.count', { count: issues.length })}
      action={<Link to={PATHS.health}>{t('dashboard.health.open')}</Link>}
    />
  );
}
