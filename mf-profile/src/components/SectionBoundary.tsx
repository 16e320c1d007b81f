import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@campus/shell/kit';

interface Props {
  /** What the section is, for the panel's title. */
  name: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a crash inside one card: the rest of the page stays usable and the section can retry. */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[mf-profile] ${this.props.name} crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          title={`${this.props.name} could not be shown`}
          message={this.state.error.message}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
