import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../pages/error/error-screen.tsx';

type State = { readonly error: Error | null };

/** A page that fails while rendering shows the 500 error screen, as a server fault would; the next page starts clean. */
export class PageErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <ErrorScreen status={500} message={this.state.error.message} /> : this.props.children;
  }
}
