import { z } from '../zod';
import type { JsonSchema } from '../entities/contract';

/**
 * A schema as JSON Schema (draft 2020-12), as a parse accepts it (`io: 'input'`: a field with a default
 * is optional): the one conversion of the live contract (compat.ts) and the OpenAPI document.
 */
export function toJsonSchema(schema: z.ZodMiniType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
