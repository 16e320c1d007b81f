import { parseGigId } from './parse-gig-id';

it('parses the route id as a positive integer', () => {
  expect(parseGigId('12')).toBe(12);
  for (const bad of [undefined, '', 'abc', '1.5', '12abc', '-3', '0', '1e3', ' 4'])
    expect(parseGigId(bad)).toBeNull();
});
