import { Tooltip, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import { isDecision, SHORTCUTS } from '../logic/shortcuts';
import styles from '../CreativeReviewPage.less';

/** The always-visible list of queue shortcuts (A and R only for those who may decide). */
export default function ShortcutLegend({ canDecide }: { canDecide: boolean }) {
  const intl = useIntl();
  return (
    <Tooltip title={intl.formatMessage({ id: 'review.shortcuts.help' })}>
      <div
        className={styles.legend}
        data-testid="shortcut-legend"
        aria-label={intl.formatMessage({ id: 'review.shortcuts.title' })}
      >
        <span>{intl.formatMessage({ id: 'review.shortcuts.title' })}</span>
        {SHORTCUTS.filter(({ action }) => canDecide || !isDecision(action)).map(({ action, key }) => (
          <span key={action} className={styles.legendItem}>
            <Typography.Text keyboard>{key}</Typography.Text> {intl.formatMessage({ id: `review.shortcuts.${action}` })}
          </span>
        ))}
      </div>
    </Tooltip>
  );
}
