/**
 * The bench's connections on worker threads: each listener on a thread of its own, as it would be in
 * its own product instance (LISTEN on the product's channel; parses every notification as the hub does
 * and times it), the senders a few to a thread (pg_notify at a paced rate, each in its own transaction).
 * The main thread starts them with `workerData` and talks to them with the messages below.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { now, payloadMaker, readStamp } from './notice';
import { openTransport, type Broker, type Transport } from './transports';

export interface ListenerData {
  role: 'listener';
  broker: Broker;
  url: string;
  channel: string;
}

export interface SenderData {
  role: 'sender';
  broker: Broker;
  url: string;
  channel: string;
  payloadBytes: number;
  /** Connections of this thread, each sending its share of the rate. */
  connections: number;
}

export type ToWorker =
  | { type: 'count'; step: number }
  | { type: 'collect'; step: number }
  | { type: 'send'; step: number; ratePerConnection: number; seconds: number }
  | { type: 'stop' };

export type FromWorker =
  /** The PostgreSQL backend pid of each of its connections (none on NATS). */
  | { type: 'ready'; pids: number[] }
  | { type: 'count'; step: number; received: number }
  /** Delivery latencies of `step` in ms (sent to received), handed over and forgotten. */
  | { type: 'latencies'; step: number; latencies: Float64Array }
  | { type: 'sent'; step: number; sent: number; seconds: number }
  | { type: 'error'; message: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function reply(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  parentPort?.postMessage(message, transfer);
}

const onError = (message: string) => reply({ type: 'error', message });

async function listener({ broker, url, channel }: ListenerData): Promise<void> {
  const byStep = new Map<number, number[]>();
  const transport = await openTransport({
    broker,
    url,
    channel,
    onError,
    onPayload: (payload) => {
      const at = now();
      const stamp = readStamp(payload);
      if (!stamp) return;
      let list = byStep.get(stamp.step);
      if (!list) byStep.set(stamp.step, (list = []));
      list.push(at - stamp.sentAt);
    },
  });
  parentPort?.on('message', (m: ToWorker) => {
    if (m.type === 'count') reply({ type: 'count', step: m.step, received: byStep.get(m.step)?.length ?? 0 });
    if (m.type === 'collect') {
      const latencies = Float64Array.from(byStep.get(m.step) ?? []);
      byStep.delete(m.step);
      reply({ type: 'latencies', step: m.step, latencies }, [latencies.buffer]);
    }
    if (m.type === 'stop') void transport.close().finally(() => parentPort?.close());
  });
  reply({ type: 'ready', pids: transport.pids });
}

/**
 * Sends at `rate` a second for `seconds`: each notification when it is due, or at once when behind (the
 * connection's round trip then sets the pace, and fewer go out than offered).
 */
async function sendStep(
  transport: Transport,
  make: (step: number, sentAt: number) => string,
  step: number,
  rate: number,
  seconds: number,
): Promise<{ sent: number; seconds: number }> {
  const start = now();
  const end = start + seconds * 1000;
  let sent = 0;
  for (;;) {
    const due = start + (sent * 1000) / rate;
    if (due >= end) break;
    const wait = due - now();
    if (wait > 1) await sleep(wait);
    const t = now();
    if (t >= end) break;
    await transport.publish(make(step, t));
    sent += 1;
  }
  return { sent, seconds: (now() - start) / 1000 };
}

async function sender({ broker, url, channel, payloadBytes, connections }: SenderData): Promise<void> {
  const opened = await Promise.all(
    Array.from({ length: connections }, () => openTransport({ broker, url, channel, onError })),
  );
  const make = payloadMaker(payloadBytes);
  const sendAll = async (step: number, rate: number, seconds: number) => {
    const all = await Promise.all(opened.map((t) => sendStep(t, make, step, rate, seconds)));
    return { sent: all.reduce((a, r) => a + r.sent, 0), seconds: Math.max(...all.map((r) => r.seconds)) };
  };
  parentPort?.on('message', (m: ToWorker) => {
    if (m.type === 'send')
      sendAll(m.step, m.ratePerConnection, m.seconds).then(
        (r) => reply({ type: 'sent', step: m.step, ...r }),
        (err: unknown) => reply({ type: 'error', message: `sender: ${String(err)}` }),
      );
    if (m.type === 'stop') void Promise.all(opened.map((t) => t.close())).finally(() => parentPort?.close());
  });
  reply({ type: 'ready', pids: opened.flatMap((t) => t.pids) });
}

/** The body of a worker thread started on the bundled bench with `workerData`. */
export async function workerMain(): Promise<void> {
  const data = workerData as ListenerData | SenderData;
  try {
    if (data.role === 'listener') await listener(data);
    else await sender(data);
  } catch (err) {
    reply({ type: 'error', message: `${data.role}: ${err instanceof Error ? err.message : String(err)}` });
  }
}
