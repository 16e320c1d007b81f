import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';

const Fallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

interface Props {
  /** What the section is, for the fallback text ('the reviews'). */
  name: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a section's render error inside the section: the rest of the page stays usable. */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed to render`, error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Fallback>
        <Alert variant="destructive">Something went wrong while showing {this.props.name}.</Alert>
        <Button type="button" variant="outline" size="sm" onClick={this.reset}>
          Try again
        </Button>
      </Fallback>
    );
  }
}
