import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Dropdown } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { unreadQuery } from './api';
import styles from './AlertBell.less';

// The latest notifications load only when the bell is opened: the header stays light on every page.
const BellPanel = lazy(() => import('./components/BellPanel'));

/**
 * The header's bell (issue 49): the unread count, read every minute while the tab is visible and on coming back
 * to it, and a dropdown of the latest notifications with "See all". Shown to holders of AlertView only (the
 * layout asks); its own chunk, loaded after the page.
 */
export default function AlertBell() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** `back`: closed by Escape, the focus goes back to the bell (a link followed keeps the page's). */
  const close = (back?: boolean) => {
    setOpen(false);
    if (back) button.current?.focus();
  };
  const { data } = useQuery(unreadQuery());
  const count = data?.unread ?? 0;
  const label =
    count > 0 ? intl.formatMessage({ id: 'alerts.bell.unread' }, { count }) : intl.formatMessage({ id: 'alerts.bell' });
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      // "bottom" shifts sideways to stay in the window (a phone's bell is not at its edge); "bottomRight" does not.
      placement="bottom"
      popupRender={() => (
        <Suspense fallback={<div className={styles.panelLoading} />}>
          <BellPanel onClose={close} />
        </Suspense>
      )}
    >
      <button
        ref={button}
        type="button"
        className={`console-plain-button ${styles.bell}`}
        aria-label={label}
        title={label}
      >
        <BellOutlined aria-hidden />
        {count > 0 ? (
          <span className={styles.count} aria-hidden>
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
    </Dropdown>
  );
}
