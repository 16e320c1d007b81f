import { z } from 'zod';
import { MAX_ID } from '@campus/contracts';

/** A path id: digits only, within PostgreSQL's integer range; otherwise 400 `Invalid <label>`. */
export const idParam = (label: string) => {
  const message = `Invalid ${label}`;
  return z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= MAX_ID, message);
};

/** `{ id }` path params of `/.../:id` routes. */
export const idParams = (label = 'id') => z.object({ id: idParam(label) });
