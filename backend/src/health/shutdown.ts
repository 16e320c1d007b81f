import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { Readiness } from './readiness';

export interface ShutdownParts {
  log: Logger;
  readiness: Readiness;
  server: Server;
  /** The live event streams (closed with a `retry:` hint) and the job runner (stops claiming jobs). */
  events: { stop(): Promise<void> };
  jobs: { stop(): Promise<void> };
  /** Closes the database pools (and the embedded server), once nothing uses them. */
  closeDatabase(): Promise<void>;
  /**
   * SHUTDOWN_DELAY_MS: how long the instance keeps serving, /readyz at 503, before it closes its listener,
   * so a load balancer that checks readiness stops sending to it first. A second signal cuts it short.
   */
  delayMs: number;
  /** Requests still running this long after the listener closed are cut (default 20 s). */
  drainMs?: number;
}

/** Requests get this long to finish: within the usual 30 s an orchestrator waits before SIGKILL. */
export const DRAIN_MS = 20_000;

/**
 * The shutdown on SIGTERM/SIGINT, in order: /readyz answers 503 (a load balancer stops sending new work);
 * after `delayMs` (or a second signal) the listener closes (new connections are refused, so a proxy
 * tries another instance) and idle keep-alive connections end; the job runner stops claiming jobs; the
 * live event streams end with a `retry:` hint (browsers reconnect elsewhere and resume after
 * Last-Event-ID); the requests in flight finish (cut after `drainMs`); then the running jobs end and the
 * pools close. The returned function is the signal handler; its promise resolves when all is closed.
 */
export function gracefulShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  const { log } = parts;
  let running: Promise<void> | undefined;
  let endDelay = () => {};
  return (signal) => {
    if (running) {
      log.info(`${signal} again: closing now`);
      endDelay();
      return running;
    }
    parts.readiness.stop();
    // From now on every reply closes its connection: no keep-alive connection outlives the listener (one
    // left idle after close() would hold it until its keep-alive timeout, and a request sent on it then
    // goes unanswered), and clients reconnect, through the balancer, to another instance.
    parts.server.on('request', closeAfterReply);
    log.info(`${signal}: shutting down (not ready; finishing the requests in flight)`);
    const delayed = new Promise<void>((ok) => {
      const timer = setTimeout(ok, parts.delayMs);
      endDelay = () => {
        clearTimeout(timer);
        ok();
      };
    });
    running = delayed.then(() => close(parts));
    return running;
  };
}

const closeAfterReply = (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close');

async function close(parts: ShutdownParts): Promise<void> {
  const { log, server, drainMs = DRAIN_MS } = parts;
  const drained = new Promise<void>((ok) => server.close(() => ok()));
  server.closeIdleConnections();
  const jobsStopped = parts.jobs.stop().catch((err: unknown) => {
    log.error('could not stop the background jobs', { err: String(err) });
  });
  // an open stream would keep server.close() waiting
  await parts.events.stop().catch((err: unknown) => {
    log.error('could not stop the live events', { err: String(err) });
  });
  log.info('live event streams closed');
  const force = setTimeout(() => {
    log.warn('requests still running after the drain time; closing their connections');
    server.closeAllConnections();
  }, drainMs);
  force.unref();
  await drained;
  clearTimeout(force);
  log.info('requests finished');
  await jobsStopped;
  await parts.closeDatabase();
  log.info('stopped');
}
