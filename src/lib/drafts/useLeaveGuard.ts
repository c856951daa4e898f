import { history, useIntl } from '@umijs/max';
import { useEffect } from 'react';
import { feedback } from '@/feedback';
import { LOGIN_PATH } from '@/session';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a
 * confirm dialog, closing or reloading the tab gets the browser's own prompt.
 * Navigation to the login page is never held up: that is the session ending,
 * and the form's draft (useFormDraft) already keeps what was typed.
 */
export function useLeaveGuard(when: boolean) {
  const intl = useIntl();

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chromium still wants returnValue set for the prompt to appear.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    let confirming = false;
    const unblock = history.block((tx) => {
      if (tx.location.pathname.endsWith(LOGIN_PATH)) {
        unblock();
        tx.retry();
        return;
      }
      if (confirming) return;
      confirming = true;
      feedback.confirm({
        title: intl.formatMessage({ id: 'common.unsaved' }),
        okText: intl.formatMessage({ id: 'common.ok' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onOk: () => {
          unblock();
          tx.retry();
        },
        afterClose: () => {
          confirming = false;
        },
      });
    });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unblock();
    };
  }, [when, intl]);
}
