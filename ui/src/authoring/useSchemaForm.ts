import { useCallback, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../focusFirstInvalid';
import { fieldErrors, serverFieldErrors, type FieldErrors, type FieldIssue } from './field-errors';

/** What a schema's `safeParse` gives back (zod's shape). */
export type CheckResult<B> =
  { success: true; data: B } | { success: false; error: { issues: readonly FieldIssue[] } };

export interface SchemaFormOptions<V extends object, B> {
  /** The controls' start; its keys are the fields messages can belong to. */
  initial: V;
  /** The signed-in person's id; null sends nothing and calls `onSignedOut`. */
  userId: number | null;
  onSignedOut(): void;
  /** The values checked with the contract's schema, as the signed-in person sends them. */
  check(values: V, userId: number): CheckResult<B>;
  /**
   * Sends the checked body. Rejecting keeps the form as it was (idle again); a 400's field issues are
   * shown at their fields.
   */
  send(body: B): Promise<void>;
}

export interface SchemaForm<V extends object> {
  values: V;
  errors: FieldErrors<keyof V & string>;
  /** Sets a field and clears its message. */
  change<F extends keyof V & string>(field: F, value: V[F]): void;
  /** The body is being sent. */
  submitting: boolean;
  /** The form's submit handler. */
  submit(e: FormEvent<HTMLFormElement>): void;
}

/**
 * An authoring form's values, messages and submit: checked with the same contract schema the server
 * uses before anything is sent, the first invalid field focused after a refusal (the form's or the
 * server's 400).
 */
export function useSchemaForm<V extends object, B>({
  initial,
  userId,
  onSignedOut,
  check,
  send,
}: SchemaFormOptions<V, B>): SchemaForm<V> {
  type F = keyof V & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  const fields = Object.keys(initial) as F[];

  const change = useCallback(<K extends F>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
  }, []);

  const run = async (form: HTMLFormElement) => {
    if (userId === null) {
      onSignedOut();
      return;
    }
    const parsed = check(values, userId);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, { fields }));
      focusFirstInvalid(form);
      return;
    }
    setSubmitting(true);
    try {
      await send(parsed.data);
    } catch (error) {
      setSubmitting(false);
      const refused = serverFieldErrors(error, fields);
      if (Object.keys(refused).length > 0) {
        setErrors(refused);
        focusFirstInvalid(form);
      }
    }
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(e.currentTarget);
  };

  return { values, errors, change, submitting, submit };
}
