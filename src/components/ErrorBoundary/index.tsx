import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportChunkError } from '@/utils/chunkErrors';
import ErrorPage from './ErrorPage';

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

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
}

/**
 * Catches render errors and failed page chunks below it, so the user sees a
 * friendly page with a reload button instead of a blank screen.
 */
export default class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) reportChunkError();
    // eslint-disable-next-line no-console
    console.error(
      '[page error]',
      error instanceof Error ? error.message : error,
      info.componentStack?.split('\n')[1]?.trim(),
    );
  }

  render() {
    if (this.state.error) return <ErrorPage kind={isChunkLoadError(this.state.error) ? 'chunk' : 'render'} />;
    return this.props.children;
  }
}
