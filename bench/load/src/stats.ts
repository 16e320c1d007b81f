/** Every request of the run, per journey step: latency histogram and status counts. */
import { Histogram } from '../../api/src/histogram';

/**
 * read: a GET the goal for reads covers; payment: a call of the payment path; stream: opening
 * GET /api/events (until its first event); write: the rest.
 */
export type StepKind = 'read' | 'write' | 'payment' | 'stream';

export interface Step {
  name: string;
  kind: StepKind;
}

const step = (name: string, kind: StepKind): Step => ({ name, kind });

/** The journey steps, in the order the report lists them. */
export const STEPS = {
  login: step('POST /api/login', 'write'),
  events: step('GET /api/events (open)', 'stream'),
  gigList: step('GET /api/gigs (browse, filters)', 'read'),
  gigSearch: step('GET /api/gigs?search=', 'read'),
  gig: step('GET /api/gigs/:id', 'read'),
  gigReviews: step('GET /api/gigs/:id/reviews', 'read'),
  itemList: step('GET /api/marketplace (browse, filters)', 'read'),
  itemSearch: step('GET /api/marketplace?search=', 'read'),
  item: step('GET /api/marketplace/:id', 'read'),
  conversations: step('GET /api/conversations', 'read'),
  conversation: step('GET /api/conversations/:id', 'read'),
  orders: step('GET /api/orders', 'read'),
  order: step('GET /api/orders/:id', 'read'),
  startConversation: step('POST /api/conversations', 'write'),
  sendMessage: step('POST /api/messages', 'write'),
  createIntent: step('POST /api/create-payment-intent', 'payment'),
  buyIntent: step('POST /api/create-payment-intent (item)', 'payment'),
  sandboxConfirm: step('POST /api/sandbox/confirm', 'payment'),
  paymentComplete: step('POST /api/payment-complete', 'payment'),
  capture: step('POST /api/capture-payment', 'payment'),
  deliver: step('POST /api/orders/:id/deliver', 'write'),
  confirmReceipt: step('POST /api/confirm-receipt', 'write'),
  review: step('POST /api/reviews', 'write'),
  createItem: step('POST /api/marketplace', 'write'),
  editItem: step('PUT /api/marketplace/:id', 'write'),
} as const;

export interface StepFigures {
  step: string;
  kind: StepKind;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface StepRecord {
  step: Step;
  latency: Histogram;
  statuses: Map<number, number>;
}

const ok = (status: number) => status >= 200 && status < 300;

export class Stats {
  private readonly records = new Map<string, StepRecord>();
  /** Requests sent again because the idle connection they went out on had been closed by the server. */
  retried = 0;

  /** `status` 0: no response (the connection failed or timed out). */
  record(step: Step, ms: number, status: number, retried = false): void {
    if (retried) this.retried += 1;
    let r = this.records.get(step.name);
    if (!r) {
      r = { step, latency: new Histogram(), statuses: new Map() };
      this.records.set(step.name, r);
    }
    r.latency.record(ms);
    r.statuses.set(status, (r.statuses.get(status) ?? 0) + 1);
  }

  get requests(): number {
    let n = 0;
    for (const r of this.records.values()) n += r.latency.count;
    return n;
  }

  /** Non-2xx answers and failed requests, by step and status. */
  errors(): Array<{ step: string; status: number; count: number }> {
    const out: Array<{ step: string; status: number; count: number }> = [];
    for (const r of this.ordered())
      for (const [status, count] of r.statuses)
        if (!ok(status)) out.push({ step: r.step.name, status, count });
    return out;
  }

  /** One row per step that was taken, in STEPS order. */
  figures(): StepFigures[] {
    return this.ordered().map((r) => ({
      step: r.step.name,
      kind: r.step.kind,
      requests: r.latency.count,
      errors: [...r.statuses].reduce((n, [status, count]) => n + (ok(status) ? 0 : count), 0),
      p50: r.latency.percentile(50),
      p95: r.latency.percentile(95),
      p99: r.latency.percentile(99),
      max: r.latency.max,
    }));
  }

  /** All requests of one kind as one histogram (the p99 of reads overall). */
  merged(kind: StepKind): Histogram {
    const h = new Histogram();
    for (const r of this.records.values()) if (r.step.kind === kind) h.add(r.latency);
    return h;
  }

  /** The latency of one step (NaN percentiles when it was never taken). */
  latencyOf(step: Step): Histogram {
    return this.records.get(step.name)?.latency ?? new Histogram();
  }

  private ordered(): StepRecord[] {
    const order: string[] = Object.values(STEPS).map((s) => s.name);
    return [...this.records.values()].sort((a, b) => order.indexOf(a.step.name) - order.indexOf(b.step.name));
  }
}
