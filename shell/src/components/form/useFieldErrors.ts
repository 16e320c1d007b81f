import { useState } from 'react';

interface Issues {
  issues: { path: readonly PropertyKey[]; message: string }[];
}

/** The result of a contracts schema's safeParse. */
type Parsed<T> = { success: true; data: T } | { success: false; error: Issues };

/** First message per form field of a failed schema parse (contracts' zod schemas). */
function fieldErrors<K extends string>(error: Issues, keys: readonly K[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (keys as readonly string[]).includes(key) && !found[key as K]) {
      found[key as K] = issue.message;
    }
  }
  return found;
}

/**
 * Field errors of a form checked with a contracts schema: `validate(schema.safeParse(values))` shows the
 * first message per field and gives null, or clears the messages and gives the parsed values.
 */
export function useFieldErrors<K extends string>(keys: readonly K[]) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const validate = <T>(parsed: Parsed<T>): T | null => {
    setErrors(parsed.success ? {} : fieldErrors(parsed.error, keys));
    return parsed.success ? parsed.data : null;
  };
  return { errors, validate };
}
