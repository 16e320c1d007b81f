import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel, PageContainer } from '@campus/ui';

interface Props {
  children: ReactNode;
  /** Called by 'Try again' after the boundary has reset. */
  onRetry?(): void;
}

interface State {
  error: Error | null;
}

/** Keeps a page's failure inside the page: an error panel with 'Try again' where the page would be. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) {
      return (
        <PageContainer>
          <ErrorPanel
            title="Something went wrong on this page"
            message="This part of Campus Skills Marketplace ran into a problem. The rest of the site still works. Try again, or come back in a moment."
            onRetry={this.retry}
          />
        </PageContainer>
      );
    }
    return this.props.children;
  }
}
