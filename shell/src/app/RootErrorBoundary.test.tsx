import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { theme } from '@campus/ui';
import { RootErrorBoundary } from './RootErrorBoundary';

function Broken(): never {
  throw new Error('layout crashed');
}

describe('RootErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the application error panel in place of the layout, and the layout again after navigating', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/broken']}>
          <Link to="/">Home</Link>
          <RootErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/" element={<p>Layout content</p>} />
            </Routes>
          </RootErrorBoundary>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Application error',
      expect.objectContaining({ message: 'layout crashed' }),
    );

    fireEvent.click(screen.getByText('Home'));
    expect(screen.getByText('Layout content')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
