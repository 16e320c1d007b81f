import type { AccessDeclaration } from '@campus/contracts';
import { api, streams } from '@campus/contracts';
import { createApiRouter } from '../../../src/app';
import { sandboxOnboarding } from '../../../src/payments/sandbox/routes';
import { json } from '../../harness';
import { API_REQUESTS, STREAM_REQUESTS, type RequestFor } from './requests';
import type { MatrixWorld } from './world';

/** One row of the matrix: an API route, who may call it, and how each role's request is made. */
export interface MatrixRoute {
  name: string;
  method: string;
  path: string;
  access: AccessDeclaration | undefined;
  request: RequestFor;
}

/**
 * API routes mounted outside the contracts table, each with its declaration here (the route table
 * holds the JSON calls the front ends make; these are not such calls).
 */
export const NON_CONTRACT_ROUTES: MatrixRoute[] = [
  {
    // The sandbox's stand-in for Stripe's hosted onboarding page (PAYMENT_PROVIDER=sandbox only): the
    // browser follows the link POST /api/payouts/onboarding gave it, and is sent back (302). Only the
    // account's own user finishes it; to anyone else the account does not exist.
    name: 'sandboxOnboarding',
    method: sandboxOnboarding.method,
    path: sandboxOnboarding.path,
    access: { anonymous: 401, stranger: 404, operator: 404, self: 302 },
    request: async (w) => {
      const account = await w.once('payoutAccount', async () => {
        const res = await w.maya.post(api.payoutOnboarding.path);
        const { url } = api.payoutOnboarding.reply.parse(await json(res));
        return new URL(url, w.server.url).searchParams.get('account') ?? '';
      });
      return { path: `${sandboxOnboarding.path}?account=${account}&return=/profile` };
    },
  },
];

/** Every row: the contracts endpoints and streams, then the routes above. */
export function matrixRoutes(): MatrixRoute[] {
  // read without the static type: a route added to the table by some other way than `endpoint()`
  // must still be caught without a declaration
  const declared = (entry: object) => ('access' in entry ? (entry.access as AccessDeclaration) : undefined);
  return [
    ...Object.entries(api).map(([name, e]) => ({
      name,
      method: e.method,
      path: e.path,
      access: declared(e),
      request: API_REQUESTS[name as keyof typeof API_REQUESTS],
    })),
    ...Object.entries(streams).map(([name, e]) => ({
      name,
      method: e.method,
      path: e.path,
      access: declared(e),
      request: STREAM_REQUESTS[name as keyof typeof STREAM_REQUESTS],
    })),
    ...NON_CONTRACT_ROUTES,
  ];
}

/** `METHOD /path` of every /api route the backend's router mounts (HEAD is the router's echo of GET). */
export function mountedApiRoutes(w: MatrixWorld): string[] {
  const router = createApiRouter(w.server.db, w.server.services).router;
  return router.stack
    .map((layer) => ({ path: String(layer.path), methods: layer.methods }))
    .filter((layer) => layer.path.startsWith('/api/'))
    .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`))
    .sort();
}
