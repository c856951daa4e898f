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
