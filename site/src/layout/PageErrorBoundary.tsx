import { ErrorScreen } from '@fleet/ui';
import { Component, type ReactNode } from 'react';

interface PageErrorBoundaryState {
  error: unknown;
}

/** What an unexpected failure inside a page shows instead of a blank screen. Keyed by path, so navigating away resets it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const { error } = this.state;
    return <ErrorScreen message={error instanceof Error ? error.message : String(error)} />;
  }
}
