import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appQuery } from '@/features/traffic/api';
import type { App } from '@/contract/typings';
import { clearDraft, loadDraft, saveDraft } from '@/session';

const PROGRESS_DRAFT = 'appadd.progress';

function savedAppId(): number | null {
  const saved = loadDraft<{ appId: number }>(PROGRESS_DRAFT);
  return saved && typeof saved.values.appId === 'number' ? saved.values.appId : null;
}

/**
 * The app created by the first step, remembered across a session that ends
 * before the ad position is saved: signing in again resumes at the second
 * step for that app instead of creating it twice.
 */
export function useNewAppProgress() {
  const [savedId, setSavedId] = useState(savedAppId);
  const [created, setCreated] = useState<App | null>(null);
  const found = useQuery({ ...appQuery(savedId ?? 0), enabled: savedId !== null && !created });

  // The remembered app is gone (deleted, or out of scope now): start from the first step.
  const gone = found.isSuccess && found.data === null;
  useEffect(() => {
    if (gone) clearDraft(PROGRESS_DRAFT);
  }, [gone]);

  return {
    app: created ?? (savedId !== null ? (found.data ?? null) : null),
    resuming: savedId !== null && !created && found.isPending,
    remember: (app: App) => {
      setCreated(app);
      setSavedId(app.id);
      saveDraft(PROGRESS_DRAFT, { appId: app.id });
    },
    forget: () => {
      setCreated(null);
      setSavedId(null);
      clearDraft(PROGRESS_DRAFT);
    },
  };
}
