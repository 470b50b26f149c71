/**
 * Catches uncaught render errors anywhere below it, reports them and shows the error screen (spec section 8). The
 * editor's unsent changes are kept by the sync outbox (IndexedDB), so reloading loses nothing.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import type { ErrorReporter } from './report-error';

interface Props {
  report: ErrorReporter;
  children?: ReactNode;
}

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.report(error, info.componentStack ? { componentStack: info.componentStack } : {});
  }

  override render() {
    if (this.state.error !== null) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
