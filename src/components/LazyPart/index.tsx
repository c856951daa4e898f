import { Component, Suspense, type ReactNode } from 'react';
import { noteChunkError } from '@/utils/chunkErrors';

/** A part that could not load leaves the page working; a stale build's missing chunk says so (shell notice). */
class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    noteChunkError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A dialog or drawer loaded on first use (React.lazy): nothing shows while its chunk arrives, and a chunk that
 * fails leaves the page as it was. React keeps a lazy component's failure for the rest of the page load, so a
 * failed part stays closed; the shell's notice (the boundary reports the chunk error) offers the reload.
 */
export default function LazyPart({ children }: { children: ReactNode }) {
  return (
    <PartBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </PartBoundary>
  );
}
