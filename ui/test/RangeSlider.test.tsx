import { fireEvent, screen } from '@testing-library/react';
import { RangeSlider } from '../src/components/RangeSlider';
import { renderUi } from './render';

function slider(low: number, high: number) {
  const onLowChange = jest.fn();
  const onHighChange = jest.fn();
  renderUi(
    <RangeSlider
      min={0}
      max={200}
      step={5}
      low={low}
      high={high}
      onLowChange={onLowChange}
      onHighChange={onHighChange}
      lowLabel="Minimum price"
      highLabel="Maximum price"
      formatValue={(v) => `$${v}`}
    />,
  );
  return {
    low: screen.getByRole('slider', { name: 'Minimum price' }),
    high: screen.getByRole('slider', { name: 'Maximum price' }),
    onLowChange,
    onHighChange,
  };
}

describe('RangeSlider (two thumbs on one rail)', () => {
  it('names both thumbs and reads their values aloud as formatted', () => {
    const { low, high } = slider(20, 150);
    expect(low).toHaveValue('20');
    expect(high).toHaveValue('150');
    expect(low).toHaveAttribute('aria-valuetext', '$20');
    expect(high).toHaveAttribute('aria-valuetext', '$150');
  });

  it('moves each thumb within its side', () => {
    const { low, high, onLowChange, onHighChange } = slider(20, 150);
    fireEvent.change(low, { target: { value: '40' } });
    expect(onLowChange).toHaveBeenLastCalledWith(40);
    fireEvent.change(high, { target: { value: '100' } });
    expect(onHighChange).toHaveBeenLastCalledWith(100);
  });

  it('the low thumb stops at the high one, and the high thumb at the low one', () => {
    const { low, high, onLowChange, onHighChange } = slider(50, 60);
    fireEvent.change(low, { target: { value: '90' } });
    expect(onLowChange).toHaveBeenLastCalledWith(60);
    fireEvent.change(high, { target: { value: '10' } });
    expect(onHighChange).toHaveBeenLastCalledWith(50);
  });
});
