import universities from '../data/us-universities.json';

interface University {
  name: string;
  domains: string[];
}

const LIST = universities as University[];
let byDomain: Map<string, string> | undefined;
let names: Set<string> | undefined;

function domainIndex(): Map<string, string> {
  if (!byDomain) {
    byDomain = new Map();
    for (const u of LIST) for (const d of u.domains) if (!byDomain.has(d)) byDomain.set(d, u.name);
  }
  return byDomain;
}

/** True for a name of the university picker's list (the same JSON file). */
export function isKnownUniversity(name: string): boolean {
  names ??= new Set(LIST.map((u) => u.name));
  return names.has(name);
}

/**
 * The university whose domain the e-mail belongs to (`ada@cs.stanford.edu` -> Stanford University),
 * trying the full domain then each parent domain; '' when none matches.
 */
export function universityFromEmail(email: string): string {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return '';
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    const name = domainIndex().get(labels.slice(i).join('.'));
    if (name) return name;
  }
  return '';
}
