import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../pages/error/error-screen.tsx';

type Props = {
  /** The shown page's location key: a new page clears the error of the one before. */
  readonly resetKey?: string;
  readonly children: ReactNode;
};
type State = { readonly error: Error | null; readonly resetKey: string | undefined };

/** A page that fails while rendering shows the 500 error screen, as a server fault would; the next page starts clean. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <ErrorScreen status={500} message={this.state.error.message} /> : this.props.children;
  }
}
