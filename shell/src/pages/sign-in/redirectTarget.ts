/** Where to go after signing in: the ?redirect= address when it is a path of this site, else home. */
export function redirectTarget(search: URLSearchParams): string {
  const target = search.get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
