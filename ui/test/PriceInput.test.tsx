import { useState } from 'react';
import { screen } from '@testing-library/react';
import { keepPriceCharacters, parsePriceText, PriceInput } from '../src/components/PriceInput';
import { renderUi } from './render';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="price">Price</label>
      <PriceInput id="price" value={value} onChange={setValue} />
    </>
  );
}

describe('PriceInput (digits and one decimal point)', () => {
  it.each([
    ['25', '25'],
    ['$1,250.50', '1250.50'],
    ['1.2.3', '1.23'],
    ['abc12', '12'],
    ['007', '7'],
    ['0.5', '0.5'],
    ['0', '0'],
    ['-3', '3'],
    ['1e5', '15'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(keepPriceCharacters(typed)).toBe(kept);
  });

  it.each([
    ['25.50', 25.5],
    ['', 0],
    ['.', 0],
    ['12.', 12],
  ])('reads %j as %d', (text, value) => {
    expect(parsePriceText(text)).toBe(value);
  });

  it('typing into an initial 0 gives 25, and letters and a second point never appear', async () => {
    const { user } = renderUi(<Controlled initial="0" />);
    const box = screen.getByLabelText('Price');
    expect(box).toHaveAttribute('placeholder', '0.00');
    expect(box).toHaveAttribute('inputmode', 'decimal');
    await user.type(box, '25');
    expect(box).toHaveValue('25');
    await user.type(box, 'x.9.9');
    expect(box).toHaveValue('25.99');
  });
});
