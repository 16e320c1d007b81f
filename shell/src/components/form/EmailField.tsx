import type { ChangeEventHandler } from 'react';
import { Field, Input } from '@campus/ui';

interface Props {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error?: string;
  hint?: string;
}

/** The university e-mail field of the account forms. */
export function EmailField({ value, onChange, error, hint }: Props) {
  return (
    <Field label="University e-mail" error={error} hint={hint}>
      <Input
        type="email"
        value={value}
        onChange={onChange}
        autoComplete="email"
        placeholder="you@university.edu"
      />
    </Field>
  );
}
