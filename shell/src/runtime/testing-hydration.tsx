import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { renderToPipeableStream } from 'react-dom/server.node';
import { Writable } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@campus/contracts';
import { RuntimeProviders } from './RuntimeProviders';
import { createQueryClient } from './query/queryClient';
import { authLoadingAtom, userAtom } from './auth/atoms';

/** Where and when one side renders: an IANA time zone and the clock's time. */
export interface RenderMoment {
  timeZone: string;
  now: string;
}

export interface ServerThenHydrateOptions {
  /** The server's render (default: UTC at 2025-05-12T18:00Z). */
  server?: RenderMoment;
  /** The browser's hydration (a visitor elsewhere, later). */
  browser: RenderMoment;
  route?: string;
  user?: CurrentUser | null;
  /**
   * Fills the server's query cache (at the server's time: e.g. a server module's prefetch); the browser's
   * starts from its dehydrated copy, as in the product. A promise it returns is awaited.
   */
  seed?(client: QueryClient): unknown;
}

export interface ServerThenHydrateResult {
  /** The server's HTML. */
  html: string;
  /** The server's HTML parsed into a detached element: the page as it reads before hydration. */
  served: HTMLElement;
  /** The hydrated page (its text once the effects after hydration ran). */
  container: HTMLElement;
  /** React's recoverable errors and its console errors about hydration: empty when the renders agreed. */
  problems: string[];
  queryClient: QueryClient;
}

const SERVER: RenderMoment = { timeZone: 'UTC', now: '2025-05-12T18:00:00.000Z' };
/** Only Date is faked: React, the router and the query client keep their real timers. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

function at({ timeZone, now }: RenderMoment) {
  process.env.TZ = timeZone;
  jest.useFakeTimers({ now: new Date(now), doNotFake: [...REAL_TIMERS] });
}

/** The whole HTML once every Suspense boundary (lazy pages, data) is ready, as the server sends it. */
function renderOnServer(element: ReactElement): Promise<string> {
  // Node's renderer schedules with setImmediate, which jsdom's window does not have
  globalThis.setImmediate ??= nodeSetImmediate;
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

function tree(ui: ReactElement, client: QueryClient, route: string, user: CurrentUser | null) {
  const store = createStore();
  store.set(userAtom, user);
  store.set(authLoadingAtom, false);
  return (
    <RuntimeProviders client={client} store={store} sync={false}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </RuntimeProviders>
  );
}

/**
 * Renders `ui` as the server would (react-dom/server's stream once all is ready, in the server's zone and
 * time), then hydrates that
 * HTML in jsdom as a browser elsewhere and later, the way the shell hosts a page. A test of a component
 * whose text depends on the clock, zone or locale expects `problems` to be empty. The zone and the clock
 * are given back (the worker's zone, real timers) before returning.
 */
export async function renderOnServerThenHydrate(
  ui: ReactElement,
  { server = SERVER, browser, route = '/', user = null, seed }: ServerThenHydrateOptions,
): Promise<ServerThenHydrateResult> {
  const zone = process.env.TZ;
  const problems: string[] = [];
  const logged = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/hydrat|did(n't| not) match/i.test(text)) problems.push(text);
  });
  try {
    at(server);
    const serverClient = createQueryClient();
    await seed?.(serverClient);
    const html = await renderOnServer(tree(ui, serverClient, route, user));

    at(browser);
    const queryClient = createQueryClient();
    hydrate(queryClient, dehydrate(serverClient));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // testing-library hydrates in act() and unmounts and removes the container after the test
    render(tree(ui, queryClient, route, user), {
      container,
      hydrate: true,
      onRecoverableError: (error) => problems.push(error instanceof Error ? error.message : String(error)),
    });
    const served = document.createElement('div');
    served.innerHTML = html;
    return { html, served, container, problems, queryClient };
  } finally {
    logged.mockRestore();
    jest.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}
