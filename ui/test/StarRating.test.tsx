import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { StarRating } from '../src/components/StarRating';
import { theme } from '../src/theme';

const FILLED = '#f59e0b';
const EMPTY = '#e2e8f0';

const fillsOf = (root: ParentNode) =>
  [...root.querySelectorAll('path')].map((path) => path.getAttribute('fill'));

describe('StarRating, read-only', () => {
  it('names the rating and fills whole stars, then cuts the part-filled one at its fraction', () => {
    render(<StarRating value={3.46} readOnly />);
    const stars = screen.getByRole('img', { name: 'Rated 3.5 out of 5' });
    // 3 filled, the fourth as an empty shape under a filled one, the fifth empty
    expect(fillsOf(stars)).toEqual([FILLED, FILLED, FILLED, EMPTY, FILLED, EMPTY]);
    const cut = stars.querySelector('span[style]');
    expect(cut).toHaveStyle({ width: '46%' });
    expect(fillsOf(cut ?? document)).toEqual([FILLED]);
  });

  it('draws whole ratings without any cut star', () => {
    const { container } = render(<StarRating value={4} readOnly />);
    expect(fillsOf(container)).toEqual([FILLED, FILLED, FILLED, FILLED, EMPTY]);
    expect(container.querySelector('span[style]')).toBeNull();
  });

  it('renders the same few bytes on every card: no ids, no clip paths', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <StarRating value={4.67} readOnly />
      </ThemeProvider>,
    );
    expect(html).not.toMatch(/\sid=|clip/i);
  });
});

describe('StarRating, input', () => {
  it('picks a star by click and moves by arrow keys', () => {
    const onChange = jest.fn();
    render(<StarRating value={2} onChange={onChange} label="Your rating" />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
