/**
 * Page code that failed to load (a chunk error caught by an error boundary).
 * The usual cause in production is a new deployment: the old build's chunks
 * are gone. The boundary reports it here; the shell (src/layouts/ShellNotices)
 * listens and checks whether a new version is out.
 */
const listeners = new Set<() => void>();

export function reportChunkError(): void {
  listeners.forEach((listener) => listener());
}

export function onChunkError(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A failed chunk as webpack and the browsers word it (a stale build's chunk after a deployment, a lost connection). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  );
}

/** Tells the shell when `error` is a chunk that failed to load; any other error is the caller's to handle. */
export function noteChunkError(error: unknown): void {
  if (isChunkLoadError(error)) reportChunkError();
}
