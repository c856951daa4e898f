import { history } from '@umijs/max';
import { useEffect, useState } from 'react';

/**
 * Navigates once the form is clean. Pushing right after a save would hit the
 * leave guard, which is only released when the re-render after the save
 * runs its effects; this waits for that render.
 */
export function useLeaveAfterSave(dirty: boolean) {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target && !dirty) history.push(target);
  }, [target, dirty]);
  return setTarget;
}
