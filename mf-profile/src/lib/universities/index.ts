export type { University, SearchableUniversity, UniversityIndex } from './types';
export { buildIndex, loadUniversities } from './load';
export { filterUniversities, MAX_VISIBLE } from './filter';
export { useUniversities, universitiesQuery } from './use-universities';
