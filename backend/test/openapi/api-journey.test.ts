import { accessCells, matchesOutcome, type AccessOutcome, type AccessRole } from '@campus/contracts';
import { matrixRoutes } from '../security/matrix/routes';
import type { MatrixRequest } from '../security/matrix/requests';
import { startMatrixWorld, type MatrixWorld } from '../security/matrix/world';
import { startPrismGate, type PrismGate } from './prism';

/**
 * The API journey through Stoplight Prism's validation proxy: every route of the document (the call
 * table, the streams, the routes beside them) called once with a valid request, by a role allowed to
 * make it (the authorization matrix's requests and fixtures). Each must succeed, and neither the
 * request nor the reply may break the document.
 */
let w: MatrixWorld;
let gate: PrismGate;

beforeAll(async () => {
  w = await startMatrixWorld();
  gate = await startPrismGate(w.server.url);
}, 120_000);
afterAll(async () => {
  await gate.close();
  await w.close();
});

/** The role a valid request is made as: an owner first, else any caller allowed to make it. */
const allowedCell = (cells: Array<[AccessRole, AccessOutcome]>) => {
  const allowed = cells.filter(
    ([, outcome]) => outcome === 'allowed' || outcome === 200 || outcome === 201 || outcome === 302,
  );
  return (
    allowed.find(([role]) => role !== 'anonymous' && role !== 'stranger' && role !== 'operator') ?? allowed[0]
  );
};

const calls = matrixRoutes().map((route) => {
  const [role, outcome] = allowedCell(route.access ? accessCells(route.access) : []) ?? [];
  return { route, role, outcome, label: `${route.method} ${route.path} as ${String(role)}` };
});

async function send(method: string, role: AccessRole, request: MatrixRequest) {
  const browser = request.freshSession ? await w.freshSession(role) : w.browserOf(role);
  const headers: Record<string, string> = {};
  if (browser.cookies.size > 0) headers.cookie = browser.cookieHeader();
  if (method !== 'GET') headers.origin = w.server.url;
  let body: FormData | string | undefined;
  if (request.form) body = await request.form();
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const abort = new AbortController();
  try {
    const res = await fetch(gate.url + request.path, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: abort.signal,
    });
    const stream = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
    return { status: res.status, reply: stream ? '(event stream)' : (await res.text()).slice(0, 300) };
  } finally {
    abort.abort(); // ends an event stream
  }
}

/**
 * Calls whose request is valid but whose fixture's state refuses it (the matrix's 'allowed': 400,
 * 409 or 422 with `{ message }`); their refusal is still judged against the document.
 */
const refused: string[] = [];

describe('every call once, through Prism', () => {
  it.each(calls)('$label', async ({ route, role, outcome }) => {
    if (!role || !outcome) throw new Error(`${route.name}: no role may call it`);
    const before = gate.findings.length;
    const { status, reply } = await send(route.method, role, await route.request(w, role));
    if (status >= 400) refused.push(`${route.name} ${status}`);
    expect({ findings: gate.findings.slice(before), status, reply }).toEqual({
      findings: [],
      status: matchesOutcome(outcome, status) ? status : outcome,
      reply,
    });
  });

  afterAll(() => {
    console.log(
      `prism journey: ${calls.length} calls, ${JSON.stringify(gate.counts)}, ${gate.findings.length} findings; refused by state: ${refused.join(', ') || 'none'}`,
    );
  });
});
