// Compatibility of a remote with the running backend, for the ship gate: a remote parses each reply it
// reads with its own copy of contracts, so every field its schema requires must be sent by the live
// backend, with a type it accepts. A field the backend adds, or one the remote marks optional, is fine.
import contractsPackage from '../package.json';
import { api, type EndpointName } from './api';
import type { JsonSchema, ReleaseContract } from './entities/contract';
import { toJsonSchema } from './openapi/json-schema';

type Schema = JsonSchema;

/** This copy of contracts' version (its package.json's). */
export const CONTRACTS_VERSION: string = contractsPackage.version;

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

const isEndpointName = (name: string): name is EndpointName => Object.hasOwn(api, name);

/**
 * The JSON schema of each named endpoint's reply (every endpoint when no names are given), as a parse
 * accepts it (`io: 'input'`: a field with a default is optional). Unknown names are left out.
 */
export function describeReplies(names: readonly string[] = Object.keys(api)): Record<string, Schema> {
  const replies: Record<string, Schema> = {};
  for (const name of names) {
    if (!isEndpointName(name)) continue;
    replies[name] = toJsonSchema(api[name].reply);
  }
  return replies;
}

/** A release's contract: the endpoints `names` (those its source calls) with their reply schemas. */
export function describeUses(names: readonly string[], contractsVersion: string): ReleaseContract {
  const known = [...new Set(names)].filter(isEndpointName).sort();
  return {
    contracts: contractsVersion,
    endpoints: Object.fromEntries(known.map((n) => [n, { method: api[n].method, path: api[n].path }])),
    replies: describeReplies(known),
  };
}

/** A schema with its `$ref` (to `#` or `#/$defs/<name>` of its root) followed. */
function resolve(schema: Schema, root: Schema): Schema {
  let current = schema;
  for (let hops = 0; hops < 20 && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    const defs = isSchema(root.$defs) ? root.$defs : {};
    const target: unknown = ref === '#' ? root : defs[ref.replace(/^#\/\$defs\//, '')];
    if (!isSchema(target)) return {};
    current = target;
  }
  return current;
}

/** The variants of a union (anyOf/oneOf), or the schema itself. */
function variants(schema: Schema, root: Schema): Schema[] {
  const s = resolve(schema, root);
  const list = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : null;
  if (!list) return [s];
  return list.filter(isSchema).flatMap((v) => variants(v, root));
}

/** The JSON types a schema allows; null means any value. */
function types(schema: Schema, root: Schema): Set<string> | null {
  const found = new Set<string>();
  for (const v of variants(schema, root)) {
    if (Array.isArray(v.type)) for (const t of v.type) found.add(String(t));
    else if (typeof v.type === 'string') found.add(v.type);
    else if ('const' in v) found.add(v.const === null ? 'null' : typeof v.const);
    else if (Array.isArray(v.enum)) for (const e of v.enum) found.add(e === null ? 'null' : typeof e);
    else return null; // no type constraint: any value
  }
  return found;
}

const accepts = (remote: Set<string>, type: string) =>
  remote.has(type) || (type === 'integer' && remote.has('number'));

/** The one object variant of a schema (a nullable object counts), or undefined. */
function objectOf(schema: Schema, root: Schema): Schema | undefined {
  const objects = variants(schema, root).filter((v) => v.type === 'object' || isSchema(v.properties));
  return objects.length === 1 ? objects[0] : undefined;
}

function arrayItemsOf(schema: Schema, root: Schema): Schema | undefined {
  const arrays = variants(schema, root).filter((v) => v.type === 'array');
  const items = arrays.length === 1 ? arrays[0]?.items : undefined;
  return isSchema(items) ? items : undefined;
}

const enumValues = (schema: Schema, root: Schema): unknown[] | null => {
  const values: unknown[] = [];
  for (const v of variants(schema, root)) {
    if (Array.isArray(v.enum)) values.push(...v.enum);
    else if ('const' in v) values.push(v.const);
    else return null;
  }
  return values;
};

interface Side {
  schema: Schema;
  root: Schema;
}

/** What is wrong with reading `live` through `remote` at `path`: one sentence ending per problem. */
function differences(remote: Side, live: Side, path: string): Array<{ path: string; problem: string }> {
  const out: Array<{ path: string; problem: string }> = [];
  const remoteTypes = types(remote.schema, remote.root);
  const liveTypes = types(live.schema, live.root);
  if (remoteTypes !== null) {
    if (liveTypes === null) {
      out.push({
        path,
        problem: `, whose type the live backend does not declare (it needs ${[...remoteTypes].join(' or ')})`,
      });
      return out;
    }
    const missing = [...liveTypes].filter((t) => !accepts(remoteTypes, t));
    if (missing.length) {
      out.push({
        path,
        problem: ` as ${[...remoteTypes].join(' or ')}, but the live backend sends ${[...liveTypes].join(' or ')}`,
      });
      return out;
    }
    const remoteEnum = enumValues(remote.schema, remote.root);
    const liveEnum = enumValues(live.schema, live.root);
    if (remoteEnum !== null) {
      const unknown = liveEnum === null ? ['any value'] : liveEnum.filter((v) => !remoteEnum.includes(v));
      if (unknown.length)
        out.push({
          path,
          problem: ` as one of ${JSON.stringify(remoteEnum)}, but the live backend may send ${unknown.map((v) => JSON.stringify(v)).join(', ')}`,
        });
    }
  }
  const remoteObject = objectOf(remote.schema, remote.root);
  const liveObject = objectOf(live.schema, live.root);
  if (remoteObject && liveObject) {
    const rProps = isSchema(remoteObject.properties) ? remoteObject.properties : {};
    const lProps = isSchema(liveObject.properties) ? liveObject.properties : {};
    const rRequired = Array.isArray(remoteObject.required) ? remoteObject.required : [];
    const lRequired = Array.isArray(liveObject.required) ? liveObject.required : [];
    for (const [key, rProp] of Object.entries(rProps)) {
      if (!isSchema(rProp)) continue;
      const child = path ? `${path}.${key}` : key;
      const required = rRequired.includes(key);
      const lProp = lProps[key];
      if (!isSchema(lProp)) {
        if (required) out.push({ path: child, problem: ', which the live backend does not send' });
        continue;
      }
      if (required && !lRequired.includes(key))
        out.push({ path: child, problem: ', which the live backend may leave out' });
      out.push(...differences({ ...remote, schema: rProp }, { ...live, schema: lProp }, child));
    }
  }
  const remoteItems = arrayItemsOf(remote.schema, remote.root);
  const liveItems = arrayItemsOf(live.schema, live.root);
  if (remoteItems && liveItems)
    out.push(...differences({ ...remote, schema: remoteItems }, { ...live, schema: liveItems }, `${path}[]`));
  return out;
}

/**
 * Why a release whose contract is `uses` cannot run against a backend replying `live`: one message
 * per endpoint it calls that the backend does not serve, and per field it requires that the live reply
 * lacks, may leave out, or sends with another type. Empty when it can.
 */
export function contractRefusals(
  uses: Pick<ReleaseContract, 'endpoints' | 'replies'>,
  live: { replies: Record<string, Schema> },
): string[] {
  const refusals: string[] = [];
  for (const [name, remoteReply] of Object.entries(uses.replies)) {
    const at = uses.endpoints[name];
    const call = at ? `${at.method} ${at.path} (${name})` : name;
    const liveReply = live.replies[name];
    if (!liveReply) {
      refusals.push(`calls ${call}, which the live backend does not serve`);
      continue;
    }
    const found = differences(
      { schema: remoteReply, root: remoteReply },
      { schema: liveReply, root: liveReply },
      '',
    );
    for (const { path, problem } of found)
      refusals.push(`reads ${path ? `"${path}" of ` : 'the reply of '}${call}${problem}`);
  }
  return refusals;
}
