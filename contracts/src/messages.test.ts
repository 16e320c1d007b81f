import {
  api,
  gigQuery,
  marketplaceItemCreate,
  profileUpdate,
  register,
  reviewCreate,
  sandboxConfirm,
  testClockBody,
} from './index';
import { fieldLabel } from './zod';

const firstMessage = (
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message;

/** zod's own wording ('Too big: expected string to have <=80 characters', 'Invalid input: expected ...'). */
const RAW_ZOD = /Too big|Too small|Invalid input|expected|received|<=|>=|Invalid option|Invalid string/;

describe('validator messages', () => {
  it('a 5,000-character name reads as a sentence naming the field, not zod text', () => {
    const name = 'A'.repeat(5000);
    expect(firstMessage(register, { email: 'ada@mit.edu', password: 'secret12', firstName: name })).toBe(
      'First name must be at most 80 characters',
    );
    expect(firstMessage(profileUpdate, { firstName: 'Ada', lastName: name, university: 'MIT' })).toBe(
      'Last name must be at most 80 characters',
    );
  });

  it.each([
    ['a missing field', reviewCreate, { rating: 5 }, 'Order ID is required'],
    ['text for a number', reviewCreate, { orderId: 'seven', rating: 5 }, 'Order ID must be a number'],
    [
      'a fraction for a whole number',
      reviewCreate,
      { orderId: 1.5, rating: 5 },
      'Order ID must be a whole number',
    ],
    ['a number too small', reviewCreate, { orderId: 1, rating: 0 }, 'Rating must be at least 1 star'],
    ['a number too large', reviewCreate, { orderId: 1, rating: 6 }, 'Rating must be at most 5 stars'],
    [
      'a value off the list',
      gigQuery,
      { category: 'Juggling' },
      expect.stringMatching(/^Category must be one of: Tutoring, /),
    ],
    ['a body that is not an object', reviewCreate, 'hello', 'The request must be a JSON object'],
    ['a page too long', gigQuery, { limit: '500' }, 'Limit must be at most 100'],
    [
      'a nested number',
      sandboxConfirm,
      { clientSecret: 's', card: { number: '4242424242424242', expMonth: 13, expYear: 2030, cvc: '123' } },
      'Exp month must be at most 12',
    ],
    ['a number with a unit', testClockBody, { advanceMs: -1 }, 'Advance ms must be at least 0'],
  ])('%s', (_what, schema, value, message) => {
    expect(firstMessage(schema, value)).toEqual(message);
  });

  it('keeps the messages a schema gives itself', () => {
    expect(
      firstMessage(marketplaceItemCreate, {
        title: '',
        description: 'D',
        price: 1,
        category: 'Other',
        condition: 'Good',
      }),
    ).toBe('Title is required');
  });

  it('never shows zod wording for any field of any endpoint given the wrong type', () => {
    const raw: string[] = [];
    for (const [name, endpoint] of Object.entries(api)) {
      const body = 'body' in endpoint ? endpoint.body : undefined;
      if (!body) continue;
      for (const bad of [{}, { x: 1 }, 'text', 42, null]) {
        for (const issue of body.safeParse(bad).error?.issues ?? []) {
          if (RAW_ZOD.test(issue.message)) raw.push(`${name}: ${issue.message}`);
        }
      }
    }
    expect(raw).toEqual([]);
  });

  it.each([
    [['firstName'], 'First name'],
    [['skills', 3], 'Skills'],
    [['imageUrl'], 'Image URL'],
    [['card', 'expMonth'], 'Exp month'],
    [['PORT'], 'PORT'],
    [[], 'This value'],
  ])('names the field %j as %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});
