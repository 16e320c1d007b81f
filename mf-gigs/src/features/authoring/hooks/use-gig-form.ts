import { useCallback, useState } from 'react';
import { gigCreate, type GigCreate } from '@campus/contracts';
import { gigFieldErrors, type GigFieldErrors } from '../utils/field-errors';
import { gigInput, type GigField, type GigFormValues } from '../utils/gig-form-values';

export interface GigFormState {
  values: GigFormValues;
  errors: GigFieldErrors;
  /** Sets a field and clears its message. */
  change<F extends GigField>(field: F, value: GigFormValues[F]): void;
  /** The request body when the values pass the contract's schema; otherwise null, with the messages shown. */
  validate(providerId: number): GigCreate | null;
  showErrors(errors: GigFieldErrors): void;
}

/** The gig form's values and messages, checked with the same zod schema the server uses. */
export function useGigForm(initial: GigFormValues): GigFormState {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GigFieldErrors>({});

  const change = useCallback(<F extends GigField>(field: F, value: GigFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
  }, []);

  const validate = (providerId: number): GigCreate | null => {
    const parsed = gigCreate.safeParse(gigInput(values, providerId));
    if (parsed.success) return parsed.data;
    setErrors(gigFieldErrors(parsed.error.issues));
    return null;
  };

  return { values, errors, change, validate, showErrors: setErrors };
}
