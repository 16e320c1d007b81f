import universities from '@campus/contracts/universities.json';
import { indexUniversities, universityForEmail, type UniversityIndex } from '@campus/contracts';

let index: UniversityIndex | undefined;
const universityIndex = () => (index ??= indexUniversities(universities));

/** True for a name of the university picker's list. */
export function isKnownUniversity(name: string): boolean {
  return universityIndex().byName.has(name);
}

/** The university of the e-mail's domain (`ada@cs.stanford.edu` -> Stanford University); '' when none matches. */
export function universityFromEmail(email: string): string {
  return universityForEmail(universityIndex(), email) ?? '';
}
