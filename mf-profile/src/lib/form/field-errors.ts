/** The part of a schema issue a form needs (zod's issues have this shape). */
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** First message per top-level field; `rename` replaces a library message for fields the spec does not word. */
export function fieldErrors<K extends string>(
  issues: readonly FormIssue[],
  rename: Partial<Record<K, string>> = {},
): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== 'string') continue;
    const field = key as K;
    if (out[field] === undefined) out[field] = rename[field] ?? issue.message;
  }
  return out;
}
