import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button, PageStatus, useLocale, usePageTitle } from 'ui';
import { useChrome } from '../layout/chrome';
import { useDocumentLanguage } from '../navigation/documentLanguage';
import { useRequestFocus } from '../navigation/navigationState';
import { PageShown } from '../navigation/readiness';

type RetryBoundaryProps = {
  children: ReactNode;
  /** the current path: moving elsewhere clears a shown failure */
  pathname: string;
  /** what to undo before rendering again (e.g. forget a failed remote) */
  onRetry: () => void;
};

type RetryBoundaryState = { error: Error | null };

/**
 * Catches a remote that fails to load or throws while rendering, and shows a message with a
 * "Try again" that really retries, inside the normal nav and footer.
 */
export class RetryBoundary extends Component<RetryBoundaryProps, RetryBoundaryState> {
  override state: RetryBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RetryBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the site failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: RetryBoundaryProps) {
    if (this.state.error && previous.pathname !== this.props.pathname) this.setState({ error: null });
  }

  private retry = () => {
    const { error } = this.state;
    if (!error) return;
    // A page chunk that failed once stays failed inside React.lazy: only a fresh load retries it.
    if (error.name === 'ChunkLoadError') {
      window.location.reload();
      return;
    }
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? <TemporarilyUnavailable onRetry={this.retry} /> : this.props.children;
  }
}

function TemporarilyUnavailable({ onRetry }: { onRetry: () => void }) {
  const { unavailable } = useChrome().notices;
  usePageTitle(unavailable.pageTitle);
  useDocumentLanguage(useLocale());
  const requestFocus = useRequestFocus();
  const retry = () => {
    // The button goes away with this screen: focus moves to the page (or this screen again) once loaded.
    requestFocus();
    onRetry();
  };
  return (
    <PageShown>
      <PageStatus
        role="alert"
        headingLevel={1}
        title={unavailable.title}
        message={unavailable.message}
        action={<Button onClick={retry}>{unavailable.tryAgain}</Button>}
      />
    </PageShown>
  );
}
