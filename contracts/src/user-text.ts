import { z } from './zod';
import { formatCount } from './format';

/**
 * THE rule for text a person types (names, titles, descriptions, locations, tags, bios, messages, reviews,
 * dispute statements, operator notes, searches): every free-text field of contracts is checked by it.
 *
 * Refused everywhere: NUL and every other C0 control, DEL, the C1 controls, the line and paragraph
 * separators (U+2028, U+2029), and the bidi controls that embed, override or isolate (U+202A-U+202E,
 * U+2066-U+2069). They forge log lines, reach PostgreSQL (which refuses a NUL) or reorder what a reader
 * sees ('gnp.exe' shown as 'exe.png'). A multi-line field also takes line feeds, carriage returns (a
 * textarea's CRLF) and tabs; a single-line field takes none of them.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const SINGLE_LINE_REFUSED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The same, less tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
const MULTI_LINE_REFUSED =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/** Whether `text` passes the rule for a single-line field. */
export const isSingleLineText = (text: string): boolean => !SINGLE_LINE_REFUSED.test(text);
/** Whether `text` passes the rule for a multi-line field (line breaks and tabs allowed). */
export const isMultiLineText = (text: string): boolean => !MULTI_LINE_REFUSED.test(text);

/** The field message of text the rule refuses. */
export const unsafeTextMessage = (label: string, multiline: boolean): string =>
  multiline
    ? `${label} cannot contain control characters`
    : `${label} cannot contain line breaks or control characters`;

/** Every check the rule made: how a test finds a string field that escaped it. */
const RULE_CHECKS = new WeakSet<object>();

/** The rule as a check, for a string schema of one's own (`z.string().check(z.trim(), plainText(...))`). */
export const plainText = (label: string, { multiline = false }: { multiline?: boolean } = {}) => {
  const check = z.refine<string>(
    multiline ? isMultiLineText : isSingleLineText,
    unsafeTextMessage(label, multiline),
  );
  RULE_CHECKS.add(check);
  return check;
};

/** Whether a string schema is checked by the rule (contracts' own test walks every input schema with it). */
export const followsTextRule = (schema: z.ZodMiniString): boolean =>
  (schema._zod.def.checks ?? []).some((check) => RULE_CHECKS.has(check));

/** The check of single-line user text: 400 with '<label> cannot contain line breaks or control characters'. */
export const singleLine = (label: string) => plainText(label);

export interface FreeTextOptions {
  /** How the field is named in its messages ('Title', 'Details'). */
  label: string;
  /** Most characters, after trimming. */
  max: number;
  /** Line breaks and tabs allowed (a textarea). Default: single-line. */
  multiline?: boolean;
  /** At least one character after trimming (else `messages.required`). Default: true. */
  required?: boolean;
  /** Texts that replace the default messages ('<label> is required', '<label> must be at most N characters'). */
  messages?: { required?: string; tooLong?: string };
}

/**
 * A free-text field: trimmed, then required (unless `required: false`), at most `max` characters, and
 * THE rule above. Optional fields wrap it (`z.nullish(freeText({ ..., required: false }))`).
 */
export function freeText({ label, max, multiline = false, required = true, messages = {} }: FreeTextOptions) {
  const requiredMessage = messages.required ?? `${label} is required`;
  const tooLong = messages.tooLong ?? `${label} must be at most ${formatCount(max)} characters`;
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, requiredMessage)] : []),
      z.maxLength(max, tooLong),
      plainText(label, { multiline }),
    );
}
