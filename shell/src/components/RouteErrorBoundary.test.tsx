import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../runtime/testing';
import { RouteErrorBoundary } from './RouteErrorBoundary';

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error panel where a throwing page would be, and renders it again on Try again', () => {
    let broken = true;
    function Page() {
      if (broken) throw new Error('remote page crashed');
      return <p>Page content</p>;
    }
    const onRetry = jest.fn();
    renderWithProviders(
      <>
        <nav aria-label="Main">navbar still here</nav>
        <RouteErrorBoundary onRetry={onRetry}>
          <Page />
        </RouteErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
