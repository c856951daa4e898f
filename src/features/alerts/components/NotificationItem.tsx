import { Link, useIntl } from '@umijs/max';
import { Tag } from 'antd';
import type { AlertNotification } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { activeTimeZone } from '@/utils/zone';
import AppAdsFix from '@/components/AppAdsFix';
import { causeOf } from '../cause';
import { useAlertText } from '../text';
import styles from './NotificationItem.less';

/**
 * One notification: alert or back to normal, what happened (names isolated), its figures or its app-ads.txt
 * diagnosis, when, and a link to where its cause shows. Read ones are plain, unread ones bold with an "Unread" tag (not colour alone).
 */
export default function NotificationItem({
  n,
  onOpen,
  withFix = false,
}: {
  n: AlertNotification;
  onOpen?: () => void;
  /** An app-ads.txt alert's exact fix (the notifications page; the bell says the diagnosis only). */
  withFix?: boolean;
}) {
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
      {n.appAds ? (
        // Which of the three app-ads.txt diagnoses, in the apps list's own words (issue 52).
        <div className={styles.figures} data-testid="alert-app-ads">
          {intl.formatMessage({ id: `app.appAds.help.${n.appAds.status}` })}
          {withFix ? <AppAdsFix state={n.appAds} /> : null}
        </div>
      ) : null}
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
