import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, noteChunkError } from '@/utils/chunkErrors';
import ErrorPage from './ErrorPage';

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
    noteChunkError(error);
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
