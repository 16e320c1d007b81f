/**
 * The US university list (Hipo university-domains-list, MIT; `@campus/contracts/universities.json`) and
 * the one rule for matching an e-mail to a university. The list itself is not exported from the index:
 * it is ~190 KB, so each consumer loads it where it needs it (the profile picker lazily).
 */
export interface University {
  name: string;
  domains: string[];
}

export interface UniversityIndex {
  list: University[];
  /** Domain -> university name (the first university listing a domain keeps it). */
  byDomain: Map<string, string>;
  byName: Set<string>;
}

export function indexUniversities(list: University[]): UniversityIndex {
  const byDomain = new Map<string, string>();
  for (const u of list)
    for (const d of u.domains) if (!byDomain.has(d.toLowerCase())) byDomain.set(d.toLowerCase(), u.name);
  return { list, byDomain, byName: new Set(list.map((u) => u.name)) };
}

/** 'ana@cs.asu.edu' -> ['cs.asu.edu', 'asu.edu']: the domain and its parents, down to two labels. */
export function emailDomainCandidates(email: string): string[] {
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

/** The university owning the e-mail's domain or its nearest parent domain; null when none does. */
export function universityForEmail(index: UniversityIndex, email: string): string | null {
  for (const domain of emailDomainCandidates(email)) {
    const name = index.byDomain.get(domain);
    if (name) return name;
  }
  return null;
}
