import { emailDomainCandidates, indexUniversities, universityForEmail } from './index';

const index = indexUniversities([
  { name: 'Abraham Baldwin Agricultural College', domains: ['abac.edu', 'stallions.abac.edu'] },
  { name: 'Arizona State University', domains: ['asu.edu'] },
  { name: 'Stanford University', domains: ['stanford.edu'] },
  { name: 'Stanford Health Care College', domains: ['med.stanford.edu'] },
]);

describe('emailDomainCandidates', () => {
  it('lists the domain and its parents down to two labels', () => {
    expect(emailDomainCandidates('Ana@CS.ASU.edu')).toEqual(['cs.asu.edu', 'asu.edu']);
    expect(emailDomainCandidates('a@asu.edu')).toEqual(['asu.edu']);
    expect(emailDomainCandidates('not-an-email')).toEqual([]);
  });
});

describe('universityForEmail', () => {
  it('matches the domain or the nearest parent domain', () => {
    expect(universityForEmail(index, 'ana@asu.edu')).toBe('Arizona State University');
    expect(universityForEmail(index, 'ana@cs.asu.edu')).toBe('Arizona State University');
    expect(universityForEmail(index, 'bo@stallions.abac.edu')).toBe('Abraham Baldwin Agricultural College');
    expect(universityForEmail(index, 'cy@med.stanford.edu')).toBe('Stanford Health Care College');
    expect(universityForEmail(index, 'cy@law.stanford.edu')).toBe('Stanford University');
  });

  it('gives null when nothing matches', () => {
    expect(universityForEmail(index, 'dee@unknown.edu')).toBeNull();
    expect(universityForEmail(index, 'dee@edu')).toBeNull();
  });
});
