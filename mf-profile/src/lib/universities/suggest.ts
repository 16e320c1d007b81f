import type { UniversityIndex } from './types';

/** 'ana@cs.asu.edu' -> ['cs.asu.edu', 'asu.edu']: the domain and its parents, down to two labels. */
export function domainCandidates(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return [];
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.')
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i <= labels.length - 2; i += 1) out.push(labels.slice(i).join('.'));
  return out;
}

/** The university whose domains hold the e-mail's domain or its nearest parent domain. */
export function suggestUniversity(index: UniversityIndex, email: string): string | null {
  for (const domain of domainCandidates(email)) {
    const name = index.byDomain.get(domain);
    if (name) return name;
  }
  return null;
}
