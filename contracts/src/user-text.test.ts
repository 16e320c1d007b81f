import {
  api,
  contestDisputeBody,
  disputeDecisionBody,
  eduEmail,
  followsTextRule,
  freeText,
  gigCreate,
  isMultiLineText,
  isSingleLineText,
  login,
  marketplaceItemCreate,
  marketplaceItemInput,
  messageCreate,
  openDisputeBody,
  profileCompletion,
  profileUpdate,
  register,
  reviewCreate,
  reviewReply,
  reviewUpdate,
} from './index';
import { z } from './zod';

const EDU_MESSAGE = 'Must be a valid .edu email address';

describe('e-mail addresses', () => {
  it.each([
    `${'a'.repeat(64)}@asu.edu`,
    `ana@${'b'.repeat(63)}.edu`,
    `ana@${'c'.repeat(63)}.${'d'.repeat(63)}.edu`,
    'maya.chen@asu.edu',
  ])('accepts %s', (email) => {
    expect(eduEmail.safeParse(email).success).toBe(true);
  });

  it.each([
    ['a local part over 64 characters', `${'a'.repeat(65)}@asu.edu`],
    ['a domain label over 63 characters', `ana@${'b'.repeat(64)}.edu`],
    ['an inner label over 63 characters', `ana@${'b'.repeat(64)}.asu.edu`],
    [
      'an address over 254 characters',
      `ana@${Array.from({ length: 5 }, () => 'e'.repeat(60)).join('.')}.edu`,
    ],
  ])('refuses %s', (_what, email) => {
    expect(eduEmail.safeParse(email).error?.issues[0]?.message).toBe(EDU_MESSAGE);
    expect(login.safeParse({ email, password: 'secret1' }).success).toBe(false);
  });
});

const profile = { firstName: 'Ada', lastName: 'Lovelace', university: 'Arizona State University' };

/** Characters that break a line or a log, or reorder what a reader sees (bidi overrides and isolates). */
const UNSAFE: [string, string][] = [
  ['a line feed', 'Ada\nLovelace'],
  ['a carriage return', 'Ada\rinfo forged'],
  ['a tab', 'Ada\tLovelace'],
  ['a NUL', 'Ada\u0000'],
  ['an escape (terminal colours)', 'Ada\u001b[31m'],
  ['DEL', 'Ada\u007f'],
  ['a C1 control (NEL)', 'Ada\u0085Lovelace'],
  ['a line separator', 'Ada\u2028Lovelace'],
  ['a paragraph separator', 'Ada\u2029Lovelace'],
  ['a right-to-left override', 'Ada\u202egnp.exe'],
  ['a left-to-right embedding', '\u202aAda'],
  ['a pop directional formatting', 'Ada\u202c'],
  ['a right-to-left isolate', 'Ada\u2067x\u2069'],
  ['a first strong isolate', '\u2068Ada'],
];

describe('single-line user text', () => {
  it.each(UNSAFE)('refuses %s in a first name with a clear message', (_what, firstName) => {
    const result = profileUpdate.safeParse({ ...profile, firstName });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'First name cannot contain line breaks or control characters',
    );
  });

  it.each(UNSAFE)('refuses %s in the last name and university', (_what, text) => {
    expect(profileUpdate.safeParse({ ...profile, lastName: text }).error?.issues[0]?.message).toBe(
      'Last name cannot contain line breaks or control characters',
    );
    expect(profileUpdate.safeParse({ ...profile, university: text }).error?.issues[0]?.message).toBe(
      'University cannot contain line breaks or control characters',
    );
  });

  it('refuses them in profile completion, phone number and skills too', () => {
    expect(
      profileCompletion.safeParse({ ...profile, firstName: 'Ada\nX', isProfileComplete: true }).success,
    ).toBe(false);
    expect(profileUpdate.safeParse({ ...profile, phoneNumber: '555\n0142' }).success).toBe(false);
    expect(profileUpdate.safeParse({ ...profile, skills: ['Calculus\u202e'] }).success).toBe(false);
  });

  it('refuses them in the names sent with a registration', () => {
    const base = { email: 'ada@mit.edu', password: 'secret12' };
    expect(
      register.safeParse({ ...base, firstName: 'Ada\n2025 info forged' }).error?.issues[0]?.message,
    ).toBe('First name cannot contain line breaks or control characters');
    expect(register.safeParse({ ...base, lastName: 'L\u202eovelace' }).error?.issues[0]?.message).toBe(
      'Last name cannot contain line breaks or control characters',
    );
    expect(register.safeParse({ ...base, firstName: 'Ada', lastName: 'Lovelace' }).success).toBe(true);
  });

  it('refuses them in gig and item titles, locations and tags, but keeps line breaks in descriptions', () => {
    const gig = {
      title: 'Calculus help',
      description: 'Line one\nLine two',
      price: 20,
      category: 'Tutoring',
    };
    expect(gigCreate.safeParse(gig).success).toBe(true);
    expect(gigCreate.safeParse({ ...gig, title: 'Calculus\nhelp' }).error?.issues[0]?.message).toBe(
      'Title cannot contain line breaks or control characters',
    );
    expect(gigCreate.safeParse({ ...gig, location: 'Tempe\u202e' }).error?.issues[0]?.message).toBe(
      'Location cannot contain line breaks or control characters',
    );
    expect(gigCreate.safeParse({ ...gig, tags: ['math\u0007'] }).success).toBe(false);

    const item = {
      title: 'Desk lamp',
      description: 'Works.\nBulb included.',
      price: 12,
      category: 'Home Goods',
      condition: 'Good',
    };
    expect(marketplaceItemInput.safeParse(item).success).toBe(true);
    expect(marketplaceItemInput.safeParse({ ...item, title: 'Desk\rlamp' }).error?.issues[0]?.message).toBe(
      'Title cannot contain line breaks or control characters',
    );
    expect(marketplaceItemInput.safeParse({ ...item, location: 'Dorm\n2' }).success).toBe(false);
  });

  it.each([
    'José',
    "O'Brien-Núñez",
    'محمد',
    '李',
    'Zoë Ångström',
    'Ana 👩‍💻', // the zero-width joiner of an emoji sequence is not a control
    '  Ada  ', // outer spaces are trimmed, not refused
  ])('accepts %s', (firstName) => {
    expect(profileUpdate.safeParse({ ...profile, firstName }).success).toBe(true);
  });
});

/** Refused in every field, multi-line or not. */
const REFUSED_EVERYWHERE: [string, string][] = [
  ['a right-to-left override (U+202E)', 'Fine work\u202egnp.exe'],
  ['BEL', 'Fine work\u0007'],
  ['NUL', 'Fine\u0000work'],
  ['an escape', 'Fine \u001b[31mwork'],
  ['DEL', 'Fine\u007f'],
  ['a C1 control', 'Fine\u0085work'],
  ['a line separator', 'Fine\u2028work'],
  ['a left-to-right isolate', '\u2066Fine work'],
  ['a pop directional isolate', 'Fine work\u2069'],
  ['a vertical tab', 'Fine\u000bwork'],
];
const MULTI_LINE_OK = 'First line\r\nSecond line\n\tindented';

/** Every multi-line field of the API: a valid body, and the field's name in its messages. */
const MULTI_LINE_FIELDS: {
  name: string;
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } };
  body: (text: string) => object;
  label: string;
}[] = [
  {
    name: 'dispute details',
    schema: openDisputeBody,
    body: (details) => ({ orderId: 1, reason: 'Other', details }),
    label: 'Details',
  },
  {
    name: 'a contest statement',
    schema: contestDisputeBody,
    body: (statement) => ({ statement }),
    label: 'Your statement',
  },
  {
    name: "an operator's note",
    schema: disputeDecisionBody,
    body: (note) => ({ outcome: 'release', note }),
    label: 'A note for both parties',
  },
  {
    name: 'a review comment',
    schema: reviewCreate,
    body: (comment) => ({ orderId: 1, rating: 5, comment }),
    label: 'Comment',
  },
  {
    name: 'a review edit',
    schema: reviewUpdate,
    body: (comment) => ({ rating: 4, comment }),
    label: 'Comment',
  },
  { name: "a provider's reply", schema: reviewReply, body: (reply) => ({ reply }), label: 'Reply' },
  {
    name: 'a gig description',
    schema: gigCreate,
    body: (description) => ({ title: 'Calculus help', description, price: 20, category: 'Tutoring' }),
    label: 'Description',
  },
  {
    name: 'an item description',
    schema: marketplaceItemCreate,
    body: (description) => ({
      title: 'Desk lamp',
      description,
      price: 12,
      category: 'Home Goods',
      condition: 'Good',
    }),
    label: 'Description',
  },
  { name: 'a bio', schema: profileUpdate, body: (bio) => ({ ...profile, bio }), label: 'Bio' },
  {
    name: 'a message',
    schema: messageCreate,
    body: (content) => ({ conversationId: 1, content }),
    label: 'Message',
  },
];

describe('the one free-text rule, multi-line fields', () => {
  describe.each(MULTI_LINE_FIELDS)('$name', ({ schema, body, label }) => {
    it('keeps line breaks (LF, CRLF) and tabs', () => {
      expect(schema.safeParse(body(MULTI_LINE_OK)).success).toBe(true);
    });

    it.each(REFUSED_EVERYWHERE)('refuses %s with a field message in plain words', (_what, text) => {
      const result = schema.safeParse(body(text));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(`${label} cannot contain control characters`);
    });
  });

  it('is the same rule in single-line fields, which also refuse line breaks and tabs', () => {
    for (const [, text] of REFUSED_EVERYWHERE) expect(isSingleLineText(text)).toBe(false);
    for (const text of ['a\nb', 'a\rb', 'a\tb']) {
      expect(isSingleLineText(text)).toBe(false);
      expect(isMultiLineText(text)).toBe(true);
    }
  });

  it('freeText: trims, requires, bounds, and names the field in every message', () => {
    const title = freeText({ label: 'Title', max: 5 });
    expect(title.parse('  Lamp  ')).toBe('Lamp');
    expect(title.safeParse('   ').error?.issues[0]?.message).toBe('Title is required');
    expect(title.safeParse('Lamps!').error?.issues[0]?.message).toBe('Title must be at most 5 characters');
    expect(title.safeParse('La\nmp').error?.issues[0]?.message).toBe(
      'Title cannot contain line breaks or control characters',
    );
    expect(freeText({ label: 'Note', max: 5, required: false }).safeParse('').success).toBe(true);
  });
});

/** String fields of the API's inputs that are not free text a person writes (secrets, ids, codes, e-mails). */
const NOT_FREE_TEXT = new Set([
  'password',
  'email',
  'token',
  'code',
  'clientSecret',
  'paymentIntentId',
  'cursor',
  'number',
  'cvc',
]);

/** Every string leaf of an input schema that escaped the rule, with its path. */
function stringsOutsideTheRule(schema: z.core.$ZodType, path: string, out: string[]): string[] {
  if (schema instanceof z.core.$ZodObject) {
    for (const [key, field] of Object.entries(schema._zod.def.shape))
      stringsOutsideTheRule(field, path ? `${path}.${key}` : key, out);
  } else if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault
  ) {
    stringsOutsideTheRule(schema._zod.def.innerType, path, out);
  } else if (schema instanceof z.core.$ZodPipe) {
    stringsOutsideTheRule(schema._zod.def.in, path, out);
  } else if (schema instanceof z.core.$ZodArray) {
    stringsOutsideTheRule(schema._zod.def.element, `${path}[]`, out);
  } else if (schema instanceof z.ZodMiniString) {
    const key = path.split('.').pop()?.replace('[]', '') ?? '';
    if (!NOT_FREE_TEXT.has(key) && !followsTextRule(schema)) out.push(path);
  }
  return out;
}

describe('every free-text field of the API', () => {
  it('is checked by the one rule', () => {
    const escaped = Object.entries(api).flatMap(([name, e]) => [
      ...('body' in e && e.body ? stringsOutsideTheRule(e.body, '', []).map((p) => `${name} body ${p}`) : []),
      ...('query' in e && e.query
        ? stringsOutsideTheRule(e.query, '', []).map((p) => `${name} query ${p}`)
        : []),
    ]);
    expect(escaped).toEqual([]);
  });
});
