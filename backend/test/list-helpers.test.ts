import { LIMITS, MAX_ID } from '@campus/contracts';
import { decodeCursor, encodeCursor, toPage } from '../src/db/keyset';
import { pagedSearchParams } from '../src/db/list-params';
import { prefixQuery, searchWords } from '../src/db/search';
import { DomainError } from '../src/domain-errors';
import { asHttpError } from '../src/http/errors';

/** The list helpers on their own: cursor text, page cutting, search words and list parameters. */

const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

const refusal = (cursor: string) => {
  try {
    decodeCursor(cursor);
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('keyset cursor', () => {
  it.each([
    ['2026-11-22 16:42:00.123456+00', 7],
    ['2026-11-22 16:42:00+00', 1], // whole seconds, and the first id
    ['2026-11-22 16:42:00.5+05:30', MAX_ID], // offset with minutes, and the last id
    ['2026-11-22 16:42:00-03:00:00', 42], // offset with seconds
  ])('reads back what it wrote: %s and id %i', (at, id) => {
    expect(decodeCursor(encodeCursor({ at, id }))).toEqual({ at, id });
  });

  it.each([
    ['no id', '2026-11-22 16:42:00+00'],
    ['id 0', '2026-11-22 16:42:00+00|0'],
    ['an id past the largest', `2026-11-22 16:42:00+00|${MAX_ID + 1}`],
    ['a fractional id', '2026-11-22 16:42:00+00|1.5'],
    ['a third part', '2026-11-22 16:42:00+00|1|2'],
    ['text before the time', 'x2026-11-22 16:42:00+00|1'],
    ['text after the time', '2026-11-22 16:42:00+00x|1'],
    ['more than microseconds', '2026-11-22 16:42:00.1234567+00|1'],
    ['no offset', '2026-11-22 16:42:00|1'],
    ['a date only', '2026-11-22|1'],
  ])("refuses a cursor with %s: 400 'Invalid cursor'", (_, text) => {
    const err = refusal(cursorOf(text));
    expect(err).toBeInstanceOf(DomainError);
    expect(asHttpError(err)).toMatchObject({ status: 400, message: 'Invalid cursor' });
  });
});

describe('toPage (rows read: the page size plus one)', () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: i + 1, cursorAt: `2026-11-22 16:42:0${i}+00` }));
  const present = (row: { id: number }) => ({ id: row.id });

  it('cuts the page and points the cursor after its last row when one more was read', () => {
    const page = toPage(rows(3), 2, present);
    expect(page.items).toEqual([{ id: 1 }, { id: 2 }]);
    expect(decodeCursor(page.nextCursor ?? '')).toEqual({ at: '2026-11-22 16:42:01+00', id: 2 });
  });

  it('has no next page when the rows just fill the page, or fall short', () => {
    expect(toPage(rows(2), 2, present)).toEqual({ items: [{ id: 1 }, { id: 2 }], nextCursor: null });
    expect(toPage(rows(1), 2, present)).toEqual({ items: [{ id: 1 }], nextCursor: null });
    expect(toPage([], 2, present)).toEqual({ items: [], nextCursor: null });
  });
});

describe('search words', () => {
  it('splits at every character that is not a letter or a digit, lower-cased', () => {
    expect(searchWords('Node.JS  UI/UX, C++ Café_2')).toEqual(['node', 'js', 'ui', 'ux', 'c', 'café', '2']);
    expect(searchWords(' --- ')).toEqual([]);
  });

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('makes a tsquery in which every word must match as a word or a prefix', () => {
    expect(prefixQuery('Calc tutors')).toBe('calc:* & tutors:*');
    expect(prefixQuery("it's & (x | !y)")).toBe('it:* & s:* & x:* & y:*');
    expect(prefixQuery('%_')).toBeUndefined();
  });
});

describe('pagedSearchParams', () => {
  it('turns a list query into database terms', () => {
    const cursor = encodeCursor({ at: '2026-11-22 16:42:00.5+00', id: 9 });
    expect(pagedSearchParams({ minPrice: 12.5, maxPrice: 0, search: 'Calc', limit: 6, cursor })).toEqual({
      minCents: 1250,
      maxCents: 0,
      query: 'calc:*',
      cursorAt: '2026-11-22 16:42:00.5+00',
      cursorId: 9,
      rows: 7,
    });
  });

  it('leaves out what the query leaves out, and reads a page of the default size plus one', () => {
    expect(pagedSearchParams({})).toEqual({
      minCents: undefined,
      maxCents: undefined,
      query: undefined,
      cursorAt: undefined,
      cursorId: undefined,
      rows: LIMITS.pageSize + 1,
    });
  });

  it('makes a search without words the empty tsquery, which matches nothing', () => {
    expect(pagedSearchParams({ search: '!!' }).query).toBe('');
  });
});
