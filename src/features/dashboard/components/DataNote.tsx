import { ClockCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Flex } from 'antd';
import type { ReportMeta } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import styles from '../DashboardPage.less';

/** The reporting time zone and when the figures were last updated. */
export default function DataNote({ meta }: { meta: ReportMeta | undefined }) {
  const intl = useIntl();
  if (!meta) return null;
  return (
    // Flex, not antd's Space (3 KB gzip the dashboard's first load would take for this alone, issue 32); the icon
    // in a box of a line's height, as Space's items are, so a wrapped note keeps its lines' spacing.
    <Flex gap={4} wrap="wrap" align="center" data-testid="dashboard-note">
      <div>
        <ClockCircleOutlined aria-hidden="true" />
      </div>
      <span className={styles.muted}>
        {intl.formatMessage({ id: 'dashboard.note.timeZone' }, { timeZone: meta.timeZone })}
        {' · '}
        {intl.formatMessage(
          { id: 'dashboard.note.updatedAt' },
          { time: formatDateTimeZone(meta.updatedAt, meta.timeZone) },
        )}
      </span>
    </Flex>
  );
}
