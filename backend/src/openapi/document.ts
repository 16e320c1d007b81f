import { CONTRACTS_VERSION, jsonSchema } from '@campus/contracts';
import { openApiDocument, type OpenApiDocument } from '@campus/contracts/openapi';
import { SESSION_COOKIE } from '../sessions/middleware';
import { sandboxOnboarding } from '../payments/sandbox/routes';
import { IMAGE_FIELD } from '../uploads/urls';

export const OPENAPI_PATH = '/api/openapi.json';
/** A page, not an API reply: outside /api, so it gets the pages' CSP (its inline style), not the API's. */
export const REFERENCE_PATH = '/api-reference';

/**
 * The API's OpenAPI document: contracts' call table and streams, plus the routes the backend mounts
 * beside them (the sandbox's onboarding page, this document).
 */
export function apiDocument(): OpenApiDocument {
  return openApiDocument({
    sessionCookie: SESSION_COOKIE,
    uploadField: IMAGE_FIELD,
    version: CONTRACTS_VERSION,
    extra: [
      {
        name: 'sandboxOnboarding',
        summary: 'Finish the sandbox’s payout onboarding (PAYMENT_PROVIDER=sandbox)',
        method: sandboxOnboarding.method,
        path: sandboxOnboarding.path,
        hasQuery: true,
        query: sandboxOnboarding.query,
        body: undefined,
        redirect: true,
        access: { anonymous: 401, stranger: 404, operator: 404, self: 302 },
      },
      {
        name: 'openApi',
        summary: 'This OpenAPI document',
        method: 'GET',
        path: OPENAPI_PATH,
        hasQuery: false,
        body: undefined,
        reply: jsonSchema,
        access: { anonymous: 200, stranger: 200, operator: 200 },
      },
    ],
  });
}
