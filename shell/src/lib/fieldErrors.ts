interface Issues {
  issues: { path: readonly PropertyKey[]; message: string }[];
}

/** First message per form field of a failed schema parse (contracts' zod schemas). */
export function fieldErrors<K extends string>(error: Issues, keys: readonly K[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (keys as readonly string[]).includes(key) && !found[key as K]) {
      found[key as K] = issue.message;
    }
  }
  return found;
}
