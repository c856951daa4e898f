import { CheckCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Result, Skeleton, Space, Typography } from 'antd';
import LoadError from '@/components/LoadError';
import type { HealthIssue } from '@/contract/typings';
import { HEALTH_ISSUE_KINDS } from '@/contract/values';
import { useT } from '@/hooks/useT';
import { formatDateTimeZone } from '@/utils/format';
import { healthQuery } from './api';
import HealthItem from './HealthItem';
import { useIssueText } from './useIssueText';
import styles from './HealthPage.less';

const KINDS: readonly string[] = HEALTH_ISSUE_KINDS;

/**
 * Account health (/accounts/health, docs/health.md): one list of everything that limits serving or payouts today,
 * in the server's order (blocking first, then the money at stake), each with its impact, what to do and a link to
 * the page where it is done.
 */
export default function HealthPage() {
  const t = useT();
  const text = useIssueText();
  const q = useQuery(healthQuery());
  // A kind this console does not know yet is left out rather than shown without words.
  const issues: HealthIssue[] = (q.data?.issues ?? []).filter((i) => KINDS.includes(i.kind));
  const blocking = issues.filter((i) => i.severity === 'blocking').length;

  let body;
  if (q.isPending)
    body = (
      <div data-testid="health-loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (q.isError)
    body = <LoadError variant="result" message={t('health.loadError')} onRetry={() => void q.refetch()} />;
  else if (issues.length === 0)
    body = <Result status="success" icon={<CheckCircleOutlined aria-hidden />} title={t('health.empty')} />;
  else
    body = (
      <>
        <Typography.Paragraph className={styles.count}>
          {t('health.count', { count: issues.length, blocking })}
        </Typography.Paragraph>
        <ul className={styles.list} aria-label={t('health.listLabel')}>
          {issues.map((i) => (
            <HealthItem key={i.id} issue={i} text={text(i)} />
          ))}
        </ul>
      </>
    );

  return (
    <Card>
      <Space direction="vertical" size="small" style={{ width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('route.health')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {q.data ? t('health.subtitleChecked', { at: formatDateTimeZone(q.data.checkedAt) }) : t('health.subtitle')}
        </Typography.Text>
        {body}
      </Space>
    </Card>
  );
}
