import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Button, Checkbox, Spin } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import type { AlertKind } from '@/contract/typings';
import { ALERT_KINDS } from '@/contract/values';
import { feedback } from '@/feedback';
import { useWrite } from '@/lib/data/useWrite';
import { alertKeys, alertPrefsQuery, updateAlertPrefs } from '../api';
import styles from './NotificationsTab.less';

/** Each person's own choice of the alerts that also come by email (none until chosen). */
export default function EmailTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const prefs = useQuery(alertPrefsQuery());
  // The person's unsaved choice, or (until they change it) the server's: a refetch in the background never takes
  // back a box they just ticked.
  const [edited, setKinds] = useState<AlertKind[] | null>(null);
  const kinds = edited ?? prefs.data?.emailKinds ?? [];
  const save = useWrite(updateAlertPrefs, [alertKeys.prefs()]);
  if (prefs.isError) return <LoadError message={t('alerts.loadError')} onRetry={() => prefs.refetch()} />;
  if (prefs.isPending) return <Spin />;
  return (
    <div className={styles.tab}>
      <p>{t('alerts.email.intro')}</p>
      <Checkbox.Group
        aria-label={t('alerts.tab.email')}
        className={styles.checks}
        value={kinds}
        onChange={(v) => setKinds(v as AlertKind[])}
        options={ALERT_KINDS.map((k) => ({ value: k, label: t(`alerts.kind.${k}`) }))}
      />
      <div>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() =>
            save.mutate({ emailKinds: kinds }, { onSuccess: () => feedback.success(t('alerts.email.saved')) })
          }
        >
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
