import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's API the adapter uses (there is no route to Stripe here,
 * and stripe-mock is not available): the real SDK is pointed at it with STRIPE_API_URL. It is strict
 * where Stripe is: form-encoded bodies, required parameters, an `Idempotency-Key` on every mutating
 * request (the same key replays the stored response; the same key with other parameters is refused),
 * Stripe's error JSON. A test can make it delay or drop one response after doing the work, as a
 * network failure after Stripe processed a request would.
 */

type Params = { [key: string]: string | Params };
type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
  /** Answered from the stored response of an earlier request with the same key. */
  replayed: boolean;
  status: number;
}

export interface ResponseFault {
  method: string;
  /** The path, or a pattern for it. */
  path: string | RegExp;
  /** 'delay': answer after `ms`; 'drop': close the connection without an answer. */
  mode: 'delay' | 'drop';
  ms?: number;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: the STRIPE_API_URL. */
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, Json>;
  charges: Map<string, Json>;
  refunds: Map<string, Json>;
  transfers: Map<string, Json>;
  accounts: Map<string, Json>;
  /** The customer confirmed in the browser (Stripe.js): authorised, or captured if automatic. */
  confirmIntent(id: string): void;
  /** The connected account finished onboarding. */
  enablePayouts(accountId: string): void;
  /** The next matching request is processed, then its response is delayed or dropped, once. */
  faultNext(fault: ResponseFault): void;
  close(): Promise<void>;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const invalid = (message: string, code?: string, param?: string) =>
  new StripeHttpError(400, 'invalid_request_error', message, code, param);
const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, 'parameter_missing', param);
const noSuch = (what: string, id: string) =>
  new StripeHttpError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', 'id');

/** `a[b][c]=1&expand[0]=x` as Stripe reads it: nested objects (array indexes are keys). */
export function parseForm(text: string): Params {
  const out: Params = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.match(/[^[\]]+/g) ?? [name];
    let node: Params = out;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else {
        const next = node[segment];
        node = typeof next === 'object' ? next : (node[segment] = {});
      }
    });
  }
  return out;
}

const str = (p: Params, key: string): string | undefined => {
  const v = p[key];
  return typeof v === 'string' ? v : undefined;
};
const obj = (p: Params, key: string): Params => {
  const v = p[key];
  return typeof v === 'object' ? v : {};
};
function required(p: Params, key: string): string {
  const v = str(p, key);
  if (v === undefined || v === '') throw missingParam(key);
  return v;
}
function amount(p: Params, key = 'amount'): number {
  const n = Number(required(p, key));
  if (!Number.isInteger(n) || n < 0)
    throw invalid(`Invalid integer: ${str(p, key)}`, 'parameter_invalid_integer', key);
  return n;
}
const expands = (p: Params) =>
  Object.values(obj(p, 'expand')).filter((v): v is string => typeof v === 'string');
/** Refused before any work was done: Stripe keeps no response for the key. */
const NOT_EXECUTED = new Set(['parameter_missing', 'parameter_invalid_integer', 'idempotency_key_missing']);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function matches(fault: ResponseFault, method: string, path: string): boolean {
  return (
    fault.method === method && (typeof fault.path === 'string' ? fault.path === path : fault.path.test(path))
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const transfers = new Map<string, Json>();
  const accounts = new Map<string, Json>();
  const requests: RecordedRequest[] = [];
  const stored = new Map<string, { fingerprint: string; status: number; body: Json }>();
  const faults: ResponseFault[] = [];

  const intentOf = (id: string) => {
    const pi = intents.get(id);
    if (!pi) throw noSuch('payment_intent', id);
    return pi;
  };
  /** The intent as Stripe answers it, `latest_charge` expanded when asked. */
  const present = (pi: Json, p: Params): Json => {
    const chargeId = typeof pi.latest_charge === 'string' ? pi.latest_charge : null;
    return expands(p).includes('latest_charge') && chargeId
      ? { ...pi, latest_charge: charges.get(chargeId) }
      : pi;
  };
  const stateError = (pi: Json, action: string, allowed: string) =>
    invalid(
      `This PaymentIntent could not be ${action} because it has a status of ${String(pi.status)}. Only a PaymentIntent with one of the following statuses may be ${action}: ${allowed}.`,
      'payment_intent_unexpected_state',
    );

  const routes: { method: string; pattern: RegExp; run(p: Params, id: string): Json }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      run(p) {
        const value = amount(p);
        if (value < 50) throw invalid('Amount must be at least $0.50 usd', 'amount_too_small', 'amount');
        const currency = required(p, 'currency');
        const id = newId('pi');
        const pi: Json = {
          id,
          object: 'payment_intent',
          amount: value,
          amount_capturable: 0,
          amount_received: 0,
          automatic_payment_methods: {
            enabled: str(obj(p, 'automatic_payment_methods'), 'enabled') === 'true',
          },
          capture_method: str(p, 'capture_method') ?? 'automatic_async',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          created: now(),
          currency,
          description: str(p, 'description') ?? null,
          last_payment_error: null,
          latest_charge: null,
          livemode: false,
          metadata: obj(p, 'metadata'),
          status: 'requires_payment_method',
        };
        intents.set(id, pi);
        return pi;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      run: (p, id) => present(intentOf(id), p),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      run(p, id) {
        const pi = intentOf(id);
        if (pi.status !== 'requires_capture') throw stateError(pi, 'captured', 'requires_capture');
        Object.assign(pi, { status: 'succeeded', amount_capturable: 0, amount_received: pi.amount });
        const charge = charges.get(String(pi.latest_charge));
        if (charge) Object.assign(charge, { captured: true, amount_captured: pi.amount });
        return present(pi, p);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      run(p, id) {
        const pi = intentOf(id);
        const allowed = [
          'requires_payment_method',
          'requires_capture',
          'requires_confirmation',
          'requires_action',
        ];
        if (!allowed.includes(String(pi.status))) throw stateError(pi, 'canceled', allowed.join(', '));
        Object.assign(pi, { status: 'canceled', amount_capturable: 0 });
        return present(pi, p);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      run(p) {
        const pi = intentOf(required(p, 'payment_intent'));
        const charge = charges.get(String(pi.latest_charge));
        if (pi.status !== 'succeeded' || !charge) {
          throw invalid(`PaymentIntent ${String(pi.id)} does not have a successful charge to refund.`);
        }
        const left = Number(charge.amount_captured) - Number(charge.amount_refunded);
        if (left <= 0)
          throw invalid(`Charge ${String(charge.id)} has already been refunded.`, 'charge_already_refunded');
        const value = str(p, 'amount') === undefined ? left : amount(p);
        if (value > left)
          throw invalid('Refund amount is greater than unrefunded amount on charge', 'amount_too_large');
        charge.amount_refunded = Number(charge.amount_refunded) + value;
        charge.refunded = charge.amount_refunded === charge.amount_captured;
        const refund: Json = {
          id: newId('re'),
          object: 'refund',
          amount: value,
          charge: charge.id,
          payment_intent: pi.id,
          status: 'succeeded',
          currency: pi.currency,
        };
        refunds.set(String(refund.id), refund);
        return refund;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/transfers$/,
      run(p) {
        const value = amount(p);
        const currency = required(p, 'currency');
        const destination = required(p, 'destination');
        const account = accounts.get(destination);
        if (!account)
          throw invalid(`No such destination: '${destination}'`, 'account_invalid', 'destination');
        if (account.payouts_enabled !== true) {
          throw invalid(
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            'insufficient_capabilities_for_transfer',
            'destination',
          );
        }
        const transfer: Json = {
          id: newId('tr'),
          object: 'transfer',
          amount: value,
          currency,
          destination,
          metadata: obj(p, 'metadata'),
          transfer_group: str(p, 'transfer_group') ?? null,
        };
        transfers.set(String(transfer.id), transfer);
        return transfer;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/accounts$/,
      run(p) {
        const type = required(p, 'type');
        const account: Json = {
          id: newId('acct'),
          object: 'account',
          type,
          email: str(p, 'email') ?? null,
          capabilities: obj(p, 'capabilities'),
          metadata: obj(p, 'metadata'),
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
        };
        accounts.set(String(account.id), account);
        return account;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/accounts\/([^/]+)$/,
      run(_p, id) {
        const account = accounts.get(id);
        if (!account) throw noSuch('account', id);
        return account;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/account_links$/,
      run(p) {
        const account = required(p, 'account');
        const type = required(p, 'type');
        const returnUrl = required(p, 'return_url');
        const refreshUrl = required(p, 'refresh_url');
        if (!accounts.has(account))
          throw invalid(`No such account: '${account}'`, 'resource_missing', 'account');
        return {
          object: 'account_link',
          type,
          return_url: returnUrl,
          refresh_url: refreshUrl,
          url: `https://connect.stripe.test/setup/e/${account}/${randomBytes(8).toString('hex')}`,
          created: now(),
          expires_at: now() + 300,
        };
      },
    },
  ];

  function handle(
    method: string,
    path: string,
    params: Params,
    key: string | null,
  ): { status: number; body: Json } {
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    if (!route)
      throw new StripeHttpError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${path}).`,
      );
    if (method === 'POST' && !key) {
      throw invalid(
        'This test server requires an Idempotency-Key header on every POST.',
        'idempotency_key_missing',
      );
    }
    const id = decodeURIComponent(path.match(route.pattern)?.[1] ?? '');
    return { status: 200, body: route.run(params, id) };
  }

  const errorBody = (err: StripeHttpError): Json => ({
    error: {
      type: err.type,
      message: err.message,
      ...(err.code ? { code: err.code } : {}),
      ...(err.param ? { param: err.param } : {}),
    },
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const text = await readBody(req);
    const params = parseForm(method === 'GET' ? url.search.slice(1) : text);
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : null;
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      idempotencyKey: key,
      params,
      replayed: false,
      status: 0,
    };
    requests.push(record);

    let status: number;
    let body: Json;
    const fingerprint = JSON.stringify([method, url.pathname, text]);
    const previous = key && method === 'POST' ? stored.get(key) : undefined;
    if (!/^Bearer sk_test_\w+/.test(req.headers.authorization ?? '')) {
      status = 401;
      body = { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } };
    } else if (previous && previous.fingerprint !== fingerprint) {
      status = 400;
      body = {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      };
    } else if (previous) {
      ({ status, body } = previous);
      record.replayed = true;
      res.setHeader('Idempotent-Replayed', 'true');
    } else {
      let executed = true;
      try {
        ({ status, body } = handle(method, url.pathname, params, key));
      } catch (err) {
        if (!(err instanceof StripeHttpError)) throw err;
        status = err.status;
        body = errorBody(err);
        executed = err.code !== undefined && !NOT_EXECUTED.has(err.code);
      }
      // Stripe keeps the outcome of a request it executed, refusals included (not a malformed one)
      if (key && method === 'POST' && executed) stored.set(key, { fingerprint, status, body });
    }
    record.status = status;

    const faultAt = faults.findIndex((f) => matches(f, method, url.pathname));
    const fault = faultAt >= 0 ? faults.splice(faultAt, 1)[0] : undefined;
    if (fault?.mode === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault?.mode === 'delay') await new Promise((r) => setTimeout(r, fault.ms ?? 1000));
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    charges,
    refunds,
    transfers,
    accounts,
    confirmIntent(id) {
      const pi = intentOf(id);
      if (pi.status !== 'requires_payment_method')
        throw new Error(`cannot confirm an intent in ${String(pi.status)}`);
      const manual = pi.capture_method === 'manual';
      const charge: Json = {
        id: newId('ch'),
        object: 'charge',
        amount: pi.amount,
        amount_captured: manual ? 0 : pi.amount,
        amount_refunded: 0,
        captured: !manual,
        refunded: false,
        payment_intent: pi.id,
        status: 'succeeded',
      };
      charges.set(String(charge.id), charge);
      Object.assign(pi, {
        latest_charge: charge.id,
        status: manual ? 'requires_capture' : 'succeeded',
        amount_capturable: manual ? pi.amount : 0,
        amount_received: manual ? 0 : pi.amount,
      });
    },
    enablePayouts(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      Object.assign(account, { payouts_enabled: true, charges_enabled: true, details_submitted: true });
    },
    faultNext(fault) {
      faults.push(fault);
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
