import { computeFees } from '@campus/contracts';
import { AmountSetOff, FeeLines } from '../src/components/FeeLines';
import { renderUi } from './render';

/** The list's lines as [label, amount] pairs, in order. */
function lines(): [string, string][] {
  const list = document.querySelector('dl');
  if (!list) throw new Error('no amount list');
  const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
  const amounts = [...list.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
  return terms.map((term, i) => [term, amounts[i] ?? '']);
}

describe('FeeLines (the one fee rule wherever a price is shown)', () => {
  it('a $25.00 price: 4% platform fee $1.00, $0.40 transaction fee, $26.40 total', () => {
    renderUi(<FeeLines fees={computeFees(2500)} baseLabel="Price" />);
    expect(lines()).toEqual([
      ['Price', '$25.00'],
      ['Platform fee (4%)', '$1.00'],
      ['Transaction fee', '$0.40'],
      ['Total', '$26.40'],
    ]);
  });

  it('rounds the fee to the cent: $19.99 gives $0.80 and $21.19', () => {
    renderUi(<FeeLines fees={computeFees(1999)} baseLabel="Base price" />);
    expect(lines()).toEqual([
      ['Base price', '$19.99'],
      ['Platform fee (4%)', '$0.80'],
      ['Transaction fee', '$0.40'],
      ['Total', '$21.19'],
    ]);
  });

  it('shows an hourly rate as a rate, and the lines after the total in order', () => {
    renderUi(
      <FeeLines fees={computeFees(1250)} baseLabel="Hourly rate" perHour>
        <AmountSetOff>
          <dt>Refunded</dt>
          <dd>$5.00</dd>
        </AmountSetOff>
      </FeeLines>,
    );
    expect(lines()).toEqual([
      ['Hourly rate', '$12.50/hr'],
      ['Platform fee (4%)', '$0.50'],
      ['Transaction fee', '$0.40'],
      ['Total', '$13.40'],
      ['Refunded', '$5.00'],
    ]);
  });
});
