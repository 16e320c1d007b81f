export type { University, SearchableUniversity, UniversityIndex } from './types';
export { buildIndex, loadUniversities } from './load';
export { filterUniversities, MAX_VISIBLE } from './filter';
export { domainCandidates, suggestUniversity } from './suggest';
export { useUniversities, universitiesQuery } from './use-universities';
