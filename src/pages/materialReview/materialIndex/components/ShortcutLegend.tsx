import { Tooltip, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import { SHORTCUTS } from '../logic/shortcuts';
import styles from '../index.less';

/** The always-visible list of queue shortcuts. */
export default function ShortcutLegend() {
  const intl = useIntl();
  return (
    <Tooltip title={intl.formatMessage({ id: 'material.shortcuts.help' })}>
      <div
        className={styles.legend}
        data-testid="shortcut-legend"
        aria-label={intl.formatMessage({ id: 'material.shortcuts.title' })}
      >
        <span>{intl.formatMessage({ id: 'material.shortcuts.title' })}</span>
        {SHORTCUTS.map(({ action, key }) => (
          <span key={action} className={styles.legendItem}>
            <Typography.Text keyboard>{key}</Typography.Text>{' '}
            {intl.formatMessage({ id: `material.shortcuts.${action}` })}
          </span>
        ))}
      </div>
    </Tooltip>
  );
}
