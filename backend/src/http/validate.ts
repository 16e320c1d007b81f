import type { z } from 'zod/mini';
import { invalid, type Issue } from '../domain-errors';

export interface InputSchemas {
  params?: z.ZodMiniType | undefined;
  query?: z.ZodMiniType | undefined;
  body?: z.ZodMiniType | undefined;
}

/** The parsed type of an optional schema (`undefined` when there is none). */
type Out<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : Exclude<S, undefined> extends z.ZodMiniType
    ? z.output<Exclude<S, undefined>>
    : undefined;

/** What `validate` leaves in `ctx.state.valid`. */
export interface Validated<S extends InputSchemas> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  body: Out<S['body']>;
}

export function toIssues(error: z.core.$ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** Parses `value` or throws 400 `{ message: <first issue's message>, issues }`. */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  throw invalid(issues[0]?.message ?? 'Invalid request', issues);
}
