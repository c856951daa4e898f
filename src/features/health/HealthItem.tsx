import { Link } from '@umijs/max';
import { Tag, Typography } from 'antd';
import type { HealthIssue } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { fixHref } from './links';
import type { IssueText } from './useIssueText';
import styles from './HealthPage.less';

/**
 * One issue: its severity, what is wrong, its impact and what to do, and the link that leads to the fix. A list
 * item named by its title; the same layout wraps into a card on a phone (HealthPage.less).
 */
export default function HealthItem({ issue, text }: { issue: HealthIssue; text: IssueText }) {
  const t = useT();
  const titleId = `health-${issue.id.replace(/[^A-Za-z0-9-]/g, '-')}`;
  return (
    <li className={styles.item} aria-labelledby={titleId} data-testid="health-item" data-kind={issue.kind}>
      <div className={styles.main}>
        <div className={styles.head}>
          <Tag color={issue.severity === 'blocking' ? 'error' : 'warning'} className={styles.tag}>
            {t(`health.severity.${issue.severity === 'blocking' ? 'blocking' : 'warning'}`)}
          </Tag>
          <Typography.Text strong id={titleId} className={styles.title}>
            {text.title}
          </Typography.Text>
        </div>
        <Typography.Text className={styles.todo}>{text.todo}</Typography.Text>
        <Typography.Text type="secondary" className={styles.impact}>
          {text.impact}
        </Typography.Text>
      </div>
      <Link to={fixHref(issue)} className={styles.fix}>
        {text.fix}
      </Link>
    </li>
  );
}
