import { useEffect, useState } from 'react';
import { findApp } from '@/services/app';
import type { App } from '@/services/typings';
import { clearDraft, loadDraft, saveDraft } from '@/session';

const PROGRESS_DRAFT = 'appadd.progress';

/**
 * The app created by the first step, remembered across a session that ends
 * before the ad position is saved: signing in again resumes at the second
 * step for that app instead of creating it twice.
 */
export function useNewAppProgress() {
  const [app, setApp] = useState<App | null>(null);
  const [resuming, setResuming] = useState(() => !!loadDraft<{ appId: number }>(PROGRESS_DRAFT));

  useEffect(() => {
    const saved = loadDraft<{ appId: number }>(PROGRESS_DRAFT);
    if (!saved || typeof saved.values.appId !== 'number') {
      setResuming(false);
      return;
    }
    findApp(saved.values.appId)
      .then((found) => {
        if (found) setApp(found);
        else clearDraft(PROGRESS_DRAFT);
      })
      .catch(() => undefined)
      .finally(() => setResuming(false));
  }, []);

  return {
    app,
    resuming,
    remember: (created: App) => {
      setApp(created);
      saveDraft(PROGRESS_DRAFT, { appId: created.id });
    },
    forget: () => {
      setApp(null);
      clearDraft(PROGRESS_DRAFT);
    },
  };
}
