import { universityForEmail } from '@campus/contracts';
import { buildIndex, filterUniversities, loadUniversities } from '..';

const index = buildIndex([
  { name: 'Abraham Baldwin Agricultural College', domains: ['abac.edu', 'stallions.abac.edu'] },
  { name: 'Arizona State University', domains: ['asu.edu'] },
  { name: 'Stanford University', domains: ['stanford.edu'] },
  { name: 'Stanford Health Care College', domains: ['med.stanford.edu'] },
]);

describe('filterUniversities', () => {
  it('is a case-insensitive substring filter', () => {
    expect(filterUniversities(index.all, 'STANFORD').matches.map((u) => u.name)).toEqual([
      'Stanford University',
      'Stanford Health Care College',
    ]);
    expect(filterUniversities(index.all, 'state univ').total).toBe(1);
    expect(filterUniversities(index.all, 'nothing here').matches).toEqual([]);
  });

  it('caps what it returns but counts every match', () => {
    const { matches, total } = filterUniversities(index.all, '', 2);
    expect(matches).toHaveLength(2);
    expect(total).toBe(4);
  });
});

describe('the bundled list', () => {
  it('holds the 2,316 US universities, each with a .edu domain, ASU among them', async () => {
    const real = await loadUniversities();
    expect(real.all).toHaveLength(2316);
    expect(real.all.every((u) => u.domains.some((d) => d.endsWith('.edu')))).toBe(true);
    expect(universityForEmail(real, 'ana@cs.asu.edu')).toBe('Arizona State University');
    expect(filterUniversities(real.all, '').matches).toHaveLength(50);
  });
});
