/**
 * One student's browser: its own cookie jar (the session cookie from POST /api/login), the page's
 * origin on every mutating call (the product's CSRF check), every request timed into the run's stats.
 */
import { Agent } from 'node:http';
import { api, streams } from '@campus/contracts';
import { call, cookieHeader, openEvents, type EventStream } from '../../messages/src/http';
import { PASSWORD } from '../../messages/src/main';
import type { Stats, Step } from './stats';

export interface Account {
  id: number;
  email: string;
}

export class Session {
  private cookie = '';
  private readonly origin: string;
  /** Its own keep-alive connections, at most six as a browser keeps per origin. */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 6 });

  constructor(
    readonly account: Account,
    readonly port: number,
    private readonly stats: Stats,
    /** Print each failed call's answer (--verbose). */
    private readonly trace: boolean,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  get signedIn(): boolean {
    return this.cookie !== '';
  }

  /**
   * One call, recorded under `step`; the parsed JSON body when it answered 2xx, else undefined (the
   * error is in the stats). `parse` checks the reply's shape (a contract's schema).
   */
  async send<T>(
    step: Step,
    method: string,
    path: string,
    parse: (body: unknown) => T,
    body?: unknown,
  ): Promise<T | undefined> {
    const t0 = performance.now();
    let status = 0;
    let text = '';
    let setCookies: string[] = [];
    let retried = false;
    try {
      const res = await call(this.port, method, path, {
        cookie: this.cookie || undefined,
        body,
        headers: method === 'GET' ? {} : { origin: this.origin },
        agent: this.agent,
      });
      ({ status, body: text, setCookies, retried } = res);
    } catch (err) {
      status = 0;
      text = err instanceof Error ? err.message : String(err);
    }
    this.stats.record(step, performance.now() - t0, status, retried);
    if (status < 200 || status >= 300) {
      if (this.trace) process.stderr.write(`  ${step.name} ${path}: ${status} ${text}\n`);
      return undefined;
    }
    if (setCookies.length) this.cookie = cookieHeader(setCookies);
    return parse(text ? (JSON.parse(text) as unknown) : undefined);
  }

  /** POST /api/login with the e-mail and password (a new session cookie). */
  async signIn(step: Step): Promise<boolean> {
    const me = await this.send(step, 'POST', api.login.path, (b) => api.login.reply.parse(b), {
      email: this.account.email,
      password: PASSWORD,
    });
    return me !== undefined;
  }

  /**
   * GET /api/events on its own connection, as the signed-in page keeps it open; `since`: resume after
   * that message (the page opened again after signing in).
   */
  openStream(onEvent: (event: string, data: string) => void, since?: number): EventStream {
    const path = since === undefined ? streams.events.path : `${streams.events.path}?since=${since}`;
    return openEvents(this.port, this.cookie, onEvent, path);
  }

  /** A plain GET outside the stats (setup: the payout onboarding page). */
  async setupGet(path: string): Promise<number> {
    const res = await call(this.port, 'GET', path, { cookie: this.cookie, agent: this.agent });
    return res.status;
  }

  /** Closes its connections (the end of the run). */
  close(): void {
    this.agent.destroy();
  }
}
