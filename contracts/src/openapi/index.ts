export { openApiDocument, openApiPath, isPublic, callTableSources } from './document';
export type { OpenApiDocument, OpenApiOptions, OperationSource } from './document';
export { toJsonSchema } from './json-schema';
export { TAGS, tagOf } from './tags';
