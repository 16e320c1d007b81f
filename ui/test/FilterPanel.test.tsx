import { screen } from '@testing-library/react';
import { FilterPanel } from '../src/components/FilterPanel';
import { renderUi } from './render';

describe('FilterPanel (collapsed behind a toggle on small screens)', () => {
  it('starts closed; the toggle opens and closes the filters it controls', async () => {
    const { user } = renderUi(
      <FilterPanel count={0}>
        <label>
          Category <input />
        </label>
      </FilterPanel>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body).toContainElement(screen.getByLabelText('Category'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells how many filters are in effect, and nothing at 0', () => {
    const { rerender } = renderUi(
      <FilterPanel count={3} title="Refine" defaultOpen>
        <span>filters</span>
      </FilterPanel>,
    );
    const toggle = screen.getByRole('button', { name: /Refine/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Refine 3 active');
    expect(screen.getByTestId('filter-count')).toHaveTextContent('3');
    expect(screen.getByRole('complementary', { name: 'Refine' })).toBeInTheDocument();
    rerender(
      <FilterPanel count={0} title="Refine">
        <span>filters</span>
      </FilterPanel>,
    );
    expect(screen.queryByTestId('filter-count')).toBeNull();
    expect(screen.queryByText(/active/)).toBeNull();
  });
});
