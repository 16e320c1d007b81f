import { MAX_ID } from '../entities/common';
import type { AccessDeclaration } from '../access';
import { api, streams } from '../api';
import type { JsonSchema } from '../entities/contract';
import type { z } from '../zod';
import { toJsonSchema } from './json-schema';
import { errorStatuses, successStatuses, type CallShape } from './statuses';
import { TAGS, tagOf } from './tags';

/** One operation's source: a call of the table, a stream, or a route the backend mounts beside them. */
export interface OperationSource extends CallShape {
  query?: z.ZodMiniType;
  jsonBody?: z.ZodMiniType;
  /** The JSON reply; a stream's events are described instead. */
  reply?: z.ZodMiniType;
  /** Server-Sent Events: event name → the schema of its JSON `data`. */
  events?: Record<string, z.ZodMiniType>;
  /** A reply other than the 2xx JSON (a redirect). */
  redirect?: boolean;
  summary?: string;
}

export interface OpenApiOptions {
  /** The session cookie's name (the security scheme). */
  sessionCookie: string;
  /** The multipart field of an upload. */
  uploadField: string;
  /** Routes the backend mounts outside the call table (the document itself, the sandbox's pages). */
  extra?: OperationSource[];
  version?: string;
}

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>> };

const ERROR_REF = { $ref: '#/components/schemas/ErrorReply' };

/** `/api/gigs/:id` → `/api/gigs/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** 'completeProfile' → 'Complete profile'. */
const sentence = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Moves a schema into `components.schemas[name]`: its `$defs` become components of their own
 * (`name_def`) and its refs (`#` and `#/$defs/…`) point there. Returns the `$ref` to it.
 */
function register(components: Record<string, JsonSchema>, name: string, schema: JsonSchema): Json {
  const { $schema: _dialect, $defs, ...root } = schema;
  const defs = isObject($defs) ? $defs : {};
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isObject(value)) return value;
    const out: Json = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string')
        out[key] =
          v === '#'
            ? `#/components/schemas/${name}`
            : v.replace(/^#\/\$defs\//, `#/components/schemas/${name}_`);
      else out[key] = rewrite(v);
    }
    return out;
  };
  components[name] = rewrite(root) as JsonSchema;
  for (const [def, s] of Object.entries(defs)) components[`${name}_${def}`] = rewrite(s) as JsonSchema;
  return { $ref: `#/components/schemas/${name}` };
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1, maximum: MAX_ID },
  }));
}

function queryParameters(query: z.ZodMiniType): Json[] {
  const schema = toJsonSchema(query);
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).map(([name, s]) => {
    const { description, ...rest } = isObject(s) ? s : {};
    return {
      name,
      in: 'query',
      required: required.includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function requestBody(
  source: OperationSource,
  options: OpenApiOptions,
  components: Record<string, JsonSchema>,
): Json | undefined {
  const id = pascal(source.name);
  if (source.body === 'json' && source.jsonBody)
    return {
      // The backend reads a missing JSON body as {}: a schema that accepts {} makes the body optional.
      required: !source.jsonBody.safeParse({}).success,
      content: {
        'application/json': { schema: register(components, `${id}Body`, toJsonSchema(source.jsonBody)) },
      },
    };
  if (source.body === 'multipart')
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [options.uploadField],
            properties: {
              [options.uploadField]: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: 'The image file (JPEG, PNG or WebP).',
              },
            },
          },
        },
      },
    };
  if (source.body === 'raw')
    return {
      required: true,
      description: 'The provider’s signed event, checked byte for byte against its signature header.',
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  return undefined;
}

function successReplies(
  source: OperationSource,
  components: Record<string, JsonSchema>,
): Array<[string, Json]> {
  if (source.redirect) return [['302', { description: 'Redirected (`Location`).' }]];
  if (source.events) {
    const events = Object.entries(source.events).map(([event, data]) => ({
      type: 'object',
      title: event,
      required: ['event', 'data'],
      properties: {
        event: { const: event },
        data: register(components, `${pascal(source.name)}Event${pascal(event)}`, toJsonSchema(data)),
      },
    }));
    const stream: [string, Json] = [
      '200',
      {
        description: 'A Server-Sent Events stream; each event’s `data` is one line of JSON.',
        content: {
          'text/event-stream': {
            // each event (not the whole body) is one of these: `contentSchema` of the stream's text
            schema: {
              type: 'string',
              contentMediaType: 'text/event-stream',
              contentSchema: { oneOf: events },
            },
          },
        },
      },
    ];
    return [stream];
  }
  const reply = source.reply
    ? register(components, `${pascal(source.name)}Reply`, toJsonSchema(source.reply))
    : {};
  return successStatuses(source).map((status) => [
    String(status),
    { description: status === 201 ? 'Created' : 'OK', content: { 'application/json': { schema: reply } } },
  ]);
}

const ERROR_WORDS: Record<number, string> = {
  400: 'The input is not valid (`issues` names each field).',
  401: 'Not signed in.',
  403: 'Refused.',
  404: 'Not found, or not shown to this caller.',
  409: 'The resource’s state does not allow it.',
  413: 'The body is too large.',
  429: 'Too many attempts (`Retry-After` says when to try again).',
};

/** 'public' when anyone may call; else the session is needed. */
export const isPublic = (access: AccessDeclaration) => access.anonymous !== 401;

function operation(
  source: OperationSource,
  options: OpenApiOptions,
  components: Record<string, JsonSchema>,
): Json {
  const responses: Json = Object.fromEntries(successReplies(source, components));
  for (const status of errorStatuses(source))
    responses[String(status)] = {
      description: ERROR_WORDS[status] ?? 'Refused.',
      content: { 'application/json': { schema: ERROR_REF } },
    };
  responses.default = {
    description: 'Any other refusal or failure (405, 415, 5xx), with `{ message }`.',
    content: { 'application/json': { schema: ERROR_REF } },
  };
  const parameters = [...pathParameters(source.path), ...(source.query ? queryParameters(source.query) : [])];
  const body = requestBody(source, options, components);
  return {
    operationId: source.name,
    summary: source.summary ?? sentence(source.name),
    tags: [tagOf(source.path)],
    security: isPublic(source.access) ? [] : [{ session: [] }],
    'x-access': source.access,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The operation sources of the call table and the streams. */
export function callTableSources(): OperationSource[] {
  const calls = Object.entries(api).map(([name, e]): OperationSource => {
    const endpoint: { query?: z.ZodMiniType; body?: z.ZodMiniType } = e;
    return {
      name,
      method: e.method,
      path: e.path,
      hasQuery: endpoint.query !== undefined,
      query: endpoint.query,
      body: endpoint.body
        ? 'json'
        : name === 'upload'
          ? 'multipart'
          : name === 'paymentWebhook'
            ? 'raw'
            : undefined,
      jsonBody: endpoint.body,
      reply: e.reply,
      access: e.access,
    };
  });
  const streamed = Object.entries(streams).map(([name, s]): OperationSource => ({
    name,
    method: s.method,
    path: s.path,
    hasQuery: true,
    query: s.query,
    body: undefined,
    events: s.events,
    access: s.access,
  }));
  return [...calls, ...streamed];
}

/** The OpenAPI 3.1 document of the API: every call of the table, the streams and `options.extra`. */
export function openApiDocument(options: OpenApiOptions): OpenApiDocument {
  const components: Record<string, JsonSchema> = {
    ErrorReply: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string', description: 'What went wrong, in words to show a person.' },
        issues: {
          type: 'array',
          description: 'On a 400: each offending field.',
          items: {
            type: 'object',
            required: ['path', 'message'],
            properties: { path: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  };
  const paths: Record<string, Record<string, Json>> = {};
  for (const source of [...callTableSources(), ...(options.extra ?? [])]) {
    const at = (paths[openApiPath(source.path)] ??= {});
    at[source.method.toLowerCase()] = operation(source, options, components);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Campus marketplace API',
      version: options.version ?? '1.0.0',
      description:
        'Generated from the zod contracts (`@campus/contracts`): the call table, its request and reply schemas and its access declarations. Errors are `{ message }`.',
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The product’s own origin.' }],
    tags: TAGS,
    security: [{ session: [] }],
    paths: sorted,
    components: {
      schemas: components,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'The signed session cookie set by sign-in (`POST /api/login`, `/api/auth/google`).',
        },
      },
    },
  };
}
