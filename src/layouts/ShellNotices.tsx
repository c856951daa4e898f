import { Button } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '@/hooks/useT';
import { deployedBuild, RUNNING_BUILD } from './release';
import { watchBuild } from './buildWatch';
import styles from './ShellNotices.less';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (it knows when the network is gone; "online" may still fail). */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * The console's own notices, on every page: offline (until the network comes
 * back; reads that failed meanwhile are retried then, src/services/query.ts)
 * and "new content is available" (a new build is deployed while this tab is
 * open) with a Refresh button. Form drafts are kept as they are typed
 * (src/lib/drafts), so the refresh loses nothing.
 */
export default function ShellNotices() {
  const t = useT();
  const online = useOnline();
  const [newBuild, setNewBuild] = useState(false);
  useEffect(
    () => watchBuild({ running: RUNNING_BUILD, deployed: deployedBuild, onNewBuild: () => setNewBuild(true) }),
    [],
  );
  if (online && !newBuild) return null;
  return (
    <div className={styles.notices}>
      {online ? null : (
        <div role="status" className={`${styles.notice} ${styles.offline}`} data-testid="offline-notice">
          {t('shell.offline')}
        </div>
      )}
      {newBuild ? (
        <div role="status" className={`${styles.notice} ${styles.update}`} data-testid="new-version-notice">
          <span>
            {t('shell.update.available')} <span className={styles.hint}>{t('shell.update.hint')}</span>
          </span>
          <Button type="primary" size="small" onClick={() => window.location.reload()}>
            {t('shell.update.refresh')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
