/** Keeps styling props (variant, size, ...) off the DOM and off wrapped components such as Link. */
export function withoutProps(...names: string[]) {
  const blocked = new Set(names);
  return { shouldForwardProp: (prop: string) => !blocked.has(prop) };
}
