import { Link, useIntl } from '@umijs/max';
import { Tag } from 'antd';
import type { AlertNotification } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { activeTimeZone } from '@/utils/zone';
import { causeOf } from '../cause';
import { useAlertText } from '../text';
import styles from './NotificationItem.less';

/**
 * One notification: alert or back to normal, what happened (names isolated), its figures, when, and a link to
 * where its cause shows. Read ones are plain, unread ones bold with an "Unread" tag (not colour alone).
 */
export default function NotificationItem({ n, onOpen }: { n: AlertNotification; onOpen?: () => void }) {
  const intl = useIntl();
  const text = useAlertText();
  const zone = activeTimeZone();
  const cause = causeOf(n, zone);
  const figures = text.figures(n);
  return (
    <div className={n.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <div className={styles.head}>
        <Tag color={n.event === 'opened' ? 'error' : 'success'}>
          {intl.formatMessage({ id: `alerts.event.${n.event}` })}
        </Tag>
        {n.read ? null : <Tag>{intl.formatMessage({ id: 'alerts.unreadTag' })}</Tag>}
        <span className={styles.time}>{formatDateTimeZone(n.at, zone)}</span>
      </div>
      <div className={styles.what}>{text.notificationWhat(n)}</div>
      {figures ? <div className={styles.figures}>{figures}</div> : null}
      {n.event === 'resolved' ? (
        <div className={styles.figures}>
          {intl.formatMessage({ id: 'alerts.since' }, { time: formatDateTimeZone(n.since, zone) })}
        </div>
      ) : null}
      <Link to={cause.href} onClick={onOpen}>
        {intl.formatMessage({ id: cause.label })}
      </Link>
    </div>
  );
}
