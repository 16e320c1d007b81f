import type { University, UniversityIndex as DomainIndex } from '@campus/contracts';

export type { University };

/** A university prepared for search: its name lower-cased once, not on every keystroke. */
export interface SearchableUniversity extends University {
  key: string;
}

/** The contracts' domain index plus the picker's search list. */
export interface UniversityIndex extends DomainIndex {
  all: SearchableUniversity[];
}
