import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { Field, Input } from '@campus/ui';
import type { CardField, CardForm } from '../hooks/use-card-form';
import { formatCardNumber } from '../utils/card';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

interface Props {
  form: CardForm;
  /** Demo mode: shown, not usable. */
  disabled?: boolean;
}

/** Card number, expiry and security code, labelled and named for the browser's card autofill. */
export function CardFields({ form, disabled = false }: Props) {
  const handlers = (field: CardField) => ({
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.change(field, e.target.value),
    onBlur: () => form.blur(field),
    disabled,
  });
  return (
    <Stack>
      <Field label="Card number" error={form.errors.number}>
        <Input
          name="cardnumber"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={formatCardNumber(form.values.number)}
          {...handlers('number')}
        />
      </Field>
      <Row>
        <Field label="Expiration date" error={form.errors.expiry}>
          <Input
            name="exp-date"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={form.values.expiry}
            {...handlers('expiry')}
          />
        </Field>
        <Field label="Security code" error={form.errors.cvc}>
          <Input
            name="cvc"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            value={form.values.cvc}
            {...handlers('cvc')}
          />
        </Field>
      </Row>
    </Stack>
  );
}
