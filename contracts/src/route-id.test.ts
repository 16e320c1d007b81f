import { MAX_ID } from './entities/common';
import { parseRouteId } from './route-id';

it('parses a route id as a positive integer the server can hold', () => {
  expect(parseRouteId('12')).toBe(12);
  expect(parseRouteId(String(MAX_ID))).toBe(MAX_ID);
  for (const bad of [
    undefined,
    '',
    'abc',
    '1.5',
    '12abc',
    '-3',
    '0',
    '1e3',
    ' 4',
    '0x10',
    String(MAX_ID + 1),
  ])
    expect(parseRouteId(bad)).toBeNull();
});
