import { onChunkError } from '@/utils/chunkErrors';

/** How often an open tab asks whether a new build is deployed (while it is visible). */
export const BUILD_CHECK_MS = 5 * 60_000;

interface Options {
  /** The build this tab runs. */
  running: string;
  /** The deployed build, or null when it cannot be told. */
  deployed: () => Promise<string | null>;
  /** Called once, when a different build is deployed. */
  onNewBuild: () => void;
}

/**
 * Notices a new deployment while the console stays open all day: asks every
 * BUILD_CHECK_MS while the tab is visible, when it becomes visible again,
 * when the network comes back, and at once when page code fails to load (the
 * old build's chunks are gone). Announces once; returns the stop function.
 */
export function watchBuild({ running, deployed, onNewBuild }: Options): () => void {
  let stopped = false;
  let announced = false;
  let asking = false;
  const check = async () => {
    if (stopped || announced || asking) return;
    asking = true;
    try {
      const id = await deployed();
      if (!stopped && !announced && id !== null && id !== running) {
        announced = true;
        onNewBuild();
      }
    } finally {
      asking = false;
    }
  };
  const whenVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(whenVisible, BUILD_CHECK_MS);
  document.addEventListener('visibilitychange', whenVisible);
  window.addEventListener('online', whenVisible);
  const offChunk = onChunkError(() => void check());
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', whenVisible);
    window.removeEventListener('online', whenVisible);
    offChunk();
  };
}
