import { AuditOutlined, StopOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { Space } from 'antd';
import { PATHS } from '@/paths';
import { AUDIT_REPORT_PATH } from '../constants';
import styles from '../CreativeReviewPage.less';

/** The review page's links to its neighbours: the blocking rules and the audit report (real links: new tabs work). */
export default function HeaderLinks() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <Space size={8} wrap>
      <Link to={PATHS.blockRules} className={styles.reportLink} data-testid="block-rules-link">
        <StopOutlined aria-hidden /> {f('review.blockRules')}
      </Link>
      <Link to={AUDIT_REPORT_PATH} className={styles.reportLink} data-testid="audit-report-link">
        <AuditOutlined aria-hidden /> {f('review.auditReport')}
      </Link>
    </Space>
  );
}
