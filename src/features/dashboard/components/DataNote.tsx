import { ClockCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Space } from 'antd';
import type { ReportMeta } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import styles from '../DashboardPage.less';

/** The reporting time zone and when the figures were last updated. */
export default function DataNote({ meta }: { meta: ReportMeta | undefined }) {
  const intl = useIntl();
  if (!meta) return null;
  return (
    <Space size={4} wrap data-testid="dashboard-note">
      <ClockCircleOutlined aria-hidden="true" />
      <span className={styles.muted}>
        {intl.formatMessage({ id: 'dashboard.note.timeZone' }, { timeZone: meta.timeZone })}
        {' · '}
        {intl.formatMessage(
          { id: 'dashboard.note.updatedAt' },
          { time: formatDateTimeZone(meta.updatedAt, meta.timeZone) },
        )}
      </span>
    </Space>
  );
}
