/**
 * The one zod import of contracts: zod/mini, whose functional API lets a bundle keep only the schema
 * types and checks contracts uses (contracts is a shared module in the browser, and zod's classic API,
 * whose methods cannot be tree-shaken, would ship whole).
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { formatCount } from './format';

type RawIssue = z.core.$ZodRawIssue;

/** Words of a key that read better in capitals ('imageUrl' -> 'Image URL'). */
const ACRONYMS: Record<string, string> = { id: 'ID', url: 'URL', cvc: 'CVC' };

/**
 * How a field is named in a message, from the last key of the issue's path: 'firstName' -> 'First name',
 * 'skills.3' -> 'Skills', 'PORT' (an environment variable) as it is.
 */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((k): k is string => typeof k === 'string');
  if (key === undefined || key === '') return 'This value';
  if (/^[A-Z0-9_]+$/.test(key)) return key;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => ACRONYMS[w] ?? w);
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

const count = (n: number | bigint) => (typeof n === 'number' ? formatCount(n) : n.toString());
const plural = (n: number | bigint, one: string, many: string) =>
  `${count(n)} ${Number(n) === 1 ? one : many}`;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid email address',
  url: 'a valid URL',
  datetime: 'a valid date and time',
  date: 'a valid date',
  time: 'a valid time',
  uuid: 'a valid identifier',
};

/**
 * The message of an issue that has none of its own, in plain words and naming the field: 'First name must
 * be at most 80 characters' rather than zod's 'Too big: expected string to have <=80 characters'. Every
 * 400 of the API (`{ message, issues }`) and every field message of the forms reads this way.
 */
export function humanMessage(iss: RawIssue): string {
  const label = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type': {
      if ((iss.path ?? []).length === 0 && iss.expected === 'object')
        return 'The request must be a JSON object';
      if (iss.input === undefined || iss.input === null) return `${label} is required`;
      const words = TYPE_WORDS[iss.expected];
      return words ? `${label} must be ${words}` : `${label} is not valid`;
    }
    case 'too_big': {
      const max = iss.maximum;
      if (iss.origin === 'string')
        return iss.exact
          ? `${label} must be exactly ${plural(max, 'character', 'characters')}`
          : `${label} must be at most ${plural(max, 'character', 'characters')}`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${label} can have at most ${plural(max, 'item', 'items')}`;
      if (iss.origin === 'number' || iss.origin === 'bigint' || iss.origin === 'int')
        return iss.inclusive
          ? `${label} must be at most ${count(max)}`
          : `${label} must be less than ${count(max)}`;
      return `${label} is too large`;
    }
    case 'too_small': {
      const min = iss.minimum;
      if (iss.origin === 'string') {
        if (iss.exact) return `${label} must be exactly ${plural(min, 'character', 'characters')}`;
        return Number(min) <= 1
          ? `${label} is required`
          : `${label} must be at least ${count(min)} characters`;
      }
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${label} must have at least ${plural(min, 'item', 'items')}`;
      if (iss.origin === 'number' || iss.origin === 'bigint' || iss.origin === 'int')
        return iss.inclusive
          ? `${label} must be at least ${count(min)}`
          : `${label} must be more than ${count(min)}`;
      return `${label} is too small`;
    }
    case 'invalid_format': {
      const words = FORMAT_WORDS[iss.format];
      return words ? `${label} must be ${words}` : `${label} is not in the right format`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${count(iss.divisor)}`;
    case 'invalid_value': {
      const values = iss.values.map(String);
      if (values.length === 1) return `${label} must be ${values[0] ?? ''}`;
      return values.length <= 10
        ? `${label} must be one of: ${values.join(', ')}`
        : `${label} is not one of the allowed values`;
    }
    case 'unrecognized_keys':
      return `Unknown ${iss.keys.length === 1 ? 'field' : 'fields'}: ${iss.keys.join(', ')}`;
    default:
      return `${label} is not valid`;
  }
}

// zod/mini loads no locale: English as classic zod has it stays underneath (a code this map does not know),
// and every schema's own messages win over both.
z.config(en());
z.config({ customError: humanMessage });

export { z };

/**
 * A schema built the first time it is used, not when contracts loads. Contracts holds a few hundred zod
 * schemas and zod builds each eagerly (about 50 ms of a phone's first page on a slow core, before it can
 * hydrate); most pages use a handful. The stand-in forwards everything to the schema, which it builds once.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => (schema ??= build());
  const standIn = new Proxy({} as T, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // a proxy may not report a property as non-configurable when its own (empty) target lacks it
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  STAND_INS.add(standIn);
  return standIn;
}

const STAND_INS = new WeakSet<object>();

/** Whether `value` is a stand-in of lazySchema (contracts' test checks that every schema it exports is one). */
export const isLazySchema = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && STAND_INS.has(value);
