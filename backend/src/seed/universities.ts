import universities from '@campus/contracts/universities.json';
import type { University } from '@campus/contracts';

export const UNIVERSITIES: University[] = universities;

/** The university with this exact name, checked to own `domain`; throws on a typo in the seed data. */
export function universityWithDomain(name: string, domain: string): University {
  const found = UNIVERSITIES.find((u) => u.name === name);
  if (!found || !found.domains.includes(domain))
    throw new Error(`Seed data: ${name} (${domain}) is not in us-universities.json`);
  return found;
}
