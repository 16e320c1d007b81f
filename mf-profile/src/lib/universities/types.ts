/** One entry of the bundled US university list (Hipo university-domains-list, MIT). */
export interface University {
  name: string;
  domains: string[];
}

/** A university prepared for search: its name lower-cased once, not on every keystroke. */
export interface SearchableUniversity extends University {
  key: string;
}

export interface UniversityIndex {
  all: SearchableUniversity[];
  byDomain: Map<string, string>;
  byName: Set<string>;
}
