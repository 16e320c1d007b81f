import { accessCells, matchesOutcome, type AccessOutcome, type AccessRole } from '@campus/contracts';
import { matrixRoutes, mountedApiRoutes, type MatrixRoute } from './matrix/routes';
import { sendAs } from './matrix/send';
import { startMatrixWorld, type MatrixWorld } from './matrix/world';

/**
 * The authorization matrix (issue 14): every API route × anonymous, a signed-in stranger, each owner
 * role the route's resource has, and the operator. Each cell sends the role's request and checks its
 * status against the declaration next to the route (contracts `api[...].access`, access.ts). A route
 * the backend mounts without a declaration fails the first test.
 */
let w: MatrixWorld;

beforeAll(async () => {
  w = await startMatrixWorld();
});
afterAll(() => w.close());

const routes = matrixRoutes();
const keyOf = (route: Pick<MatrixRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

describe('the route table', () => {
  it('declares who may call every /api route the backend mounts', () => {
    const declared = new Set(routes.filter((r) => r.access !== undefined).map(keyOf));
    expect(mountedApiRoutes(w).filter((route) => !declared.has(route))).toEqual([]);
  });

  it('holds only routes the backend mounts (a cell never meets the 404 of a missing route)', () => {
    const mounted = new Set(mountedApiRoutes(w));
    expect(routes.map(keyOf).filter((route) => !mounted.has(route))).toEqual([]);
  });
});

interface Cell {
  label: string;
  route: MatrixRoute;
  role: AccessRole;
  outcome: AccessOutcome;
}

const cells: Cell[] = routes.flatMap((route) =>
  (route.access ? accessCells(route.access) : []).map(([role, outcome]) => ({
    label: `${keyOf(route)} as ${role}: ${outcome}`,
    route,
    role,
    outcome,
  })),
);

describe('authorization matrix', () => {
  it.each(cells)('$label', async ({ route, role, outcome }) => {
    const request = await route.request(w, role);
    const { status, reply } = await sendAs(w, w.server.url, route.method, role, request);
    // a mismatch shows the declared outcome against the status, with the reply
    const declared = matchesOutcome(outcome, status) ? status : outcome;
    expect({ status, reply }).toEqual({ status: declared, reply });
  });
});
