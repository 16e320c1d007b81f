/** JSON Schema of the document as rows of a table: one row per field, nested fields dotted. */
type Json = Record<string, unknown>;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  rules: string;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows `#/components/schemas/…` refs. */
export function resolve(schema: unknown, schemas: Json): Json {
  let s: unknown = schema;
  for (let hops = 0; hops < 10 && isObject(s) && typeof s.$ref === 'string'; hops++)
    s = schemas[s.$ref.replace('#/components/schemas/', '')];
  return isObject(s) ? s : {};
}

/** The readable type of a schema: 'string', 'integer | null', 'object[]', '"a" | "b"'. */
export function typeName(schema: unknown, schemas: Json, depth = 0): string {
  const s = resolve(schema, schemas);
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : null;
  if (union)
    return depth > 2 ? 'one of several' : union.map((v) => typeName(v, schemas, depth + 1)).join(' | ');
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (s.type === 'array') return `${depth > 2 ? 'value' : typeName(s.items, schemas, depth + 1)}[]`;
  if (typeof s.type === 'string') return typeof s.format === 'string' ? `${s.type} (${s.format})` : s.type;
  return 'any';
}

const RULES: Array<[string, string]> = [
  ['minLength', 'at least {} characters'],
  ['maxLength', 'at most {} characters'],
  ['minimum', '≥ {}'],
  ['maximum', '≤ {}'],
  ['exclusiveMinimum', '> {}'],
  ['exclusiveMaximum', '< {}'],
  ['minItems', 'at least {} items'],
  ['maxItems', 'at most {} items'],
  ['pattern', 'matches {}'],
  ['default', 'default {}'],
];

function rules(s: Json): string {
  const out = RULES.filter(([key]) => key in s).map(([key, words]) =>
    key === 'minLength' && s[key] === 1
      ? 'not empty'
      : words.replace('{}', key === 'pattern' ? String(s[key]) : JSON.stringify(s[key])),
  );
  if (typeof s.description === 'string') out.unshift(s.description);
  return out.join('; ');
}

/** The object (or array of objects) variant whose fields to list, if there is one. */
function fieldsOf(schema: Json, schemas: Json): { object: Json; suffix: string } | undefined {
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf.map((v) => resolve(v, schemas)) : [schema];
  for (const v of variants) {
    if (isObject(v.properties)) return { object: v, suffix: '' };
    const items = v.type === 'array' ? resolve(v.items, schemas) : undefined;
    if (items && isObject(items.properties)) return { object: items, suffix: '[]' };
  }
  return undefined;
}

/** Every field of a schema, nested ones as `parent.child` (`parent[].child` in lists), three levels deep. */
export function fieldRows(schema: unknown, schemas: Json, prefix = '', depth = 0): FieldRow[] {
  const s = resolve(schema, schemas);
  const found = fieldsOf(s, schemas);
  if (!found)
    return prefix
      ? []
      : [{ name: '(whole value)', type: typeName(s, schemas), required: true, rules: rules(s) }];
  const required = Array.isArray(found.object.required) ? found.object.required : [];
  const properties = isObject(found.object.properties) ? found.object.properties : {};
  return Object.entries(properties).flatMap(([key, value]) => {
    const name = `${prefix}${key}`;
    const field = resolve(value, schemas);
    const row = {
      name,
      type: typeName(field, schemas),
      required: required.includes(key),
      rules: rules(field),
    };
    const nested = fieldsOf(field, schemas);
    return depth < 3 && nested
      ? [row, ...fieldRows(field, schemas, `${name}${nested.suffix}.`, depth + 1)]
      : [row];
  });
}
