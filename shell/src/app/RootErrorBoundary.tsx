import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RootError } from './RootError';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** As react-router's route error boundary: shows RootError in place of the layout until the location changes. */
class RootBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState {
    return state.location === props.location ? state : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown): void {
    console.error('React Router caught the following error during render', error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RootError error={this.state.error} />;
  }
}

/** The root route's error element: wraps the layout, whose errors (and its pages' uncaught ones) end here. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <RootBoundary location={useLocation()}>{children}</RootBoundary>;
}
