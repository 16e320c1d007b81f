/**
 * How a bench connection reaches the broker: PostgreSQL (`pg_notify`, each in its own transaction, and
 * `LISTEN`, as the product does) or NATS core publish/subscribe (the broker docs/operations.md names to take
 * over), spoken directly over TCP (the text protocol: CONNECT, SUB, PUB, MSG, PING/PONG), so the bench needs
 * no client package.
 */
import { once } from 'node:events';
import { connect as tcp } from 'node:net';
import pg from 'pg';

export type Broker = 'postgres' | 'nats';

export interface Transport {
  /** The PostgreSQL backend's pid (its CPU is read from /proc), or none for NATS. */
  pids: number[];
  /** Sends one notice; resolves once it is committed (PostgreSQL) or handed to the socket (NATS). */
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface TransportOptions {
  broker: Broker;
  url: string;
  /** The PostgreSQL channel, or the NATS subject. */
  channel: string;
  /** Listen, calling this with each payload; without it, only publish. */
  onPayload?: (payload: string) => void;
  onError: (message: string) => void;
}

async function openPostgres({ url, channel, onPayload, onError }: TransportOptions): Promise<Transport> {
  const name = onPayload ? 'campus-bench-listener' : 'campus-bench-sender';
  const client = new pg.Client({ connectionString: url, application_name: name });
  client.on('error', (err) => onError(`${name}: ${err.message}`));
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  if (onPayload) {
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload) onPayload(n.payload);
    });
    await client.query(`LISTEN ${channel}`);
  }
  return {
    pids: [rows[0]?.pid ?? 0],
    publish: async (payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.end(),
  };
}

async function openNats({ url, channel, onPayload, onError }: TransportOptions): Promise<Transport> {
  const u = new URL(url);
  const socket = tcp({ host: u.hostname, port: Number(u.port || 4222) });
  socket.setNoDelay(true);
  socket.on('error', (err) => onError(`NATS: ${err.message}`));
  let buffer: Buffer = Buffer.alloc(0);
  let pong: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.subarray(0, eol).toString('latin1');
      if (line.startsWith('MSG ')) {
        // MSG <subject> <sid> [reply-to] <bytes>, then the payload and CRLF
        const end = eol + 2 + Number(line.slice(line.lastIndexOf(' ') + 1));
        if (buffer.length < end + 2) return;
        onPayload?.(buffer.subarray(eol + 2, end).toString('utf8'));
        buffer = buffer.subarray(end + 2);
        continue;
      }
      buffer = buffer.subarray(eol + 2);
      if (line === 'PING') socket.write('PONG\r\n');
      else if (line === 'PONG') pong?.();
      else if (line.startsWith('-ERR')) onError(`NATS: ${line}`);
    }
  });
  await once(socket, 'connect');
  socket.write('CONNECT {"verbose":false,"pedantic":false,"name":"campus-bench"}\r\n');
  if (onPayload) socket.write(`SUB ${channel} 1\r\n`);
  // the server answers a PING after everything sent before it: subscribed from here on
  await new Promise<void>((ok) => {
    pong = ok;
    socket.write('PING\r\n');
  });
  return {
    pids: [],
    publish: async (payload) => {
      if (!socket.write(`PUB ${channel} ${Buffer.byteLength(payload)}\r\n${payload}\r\n`))
        await once(socket, 'drain');
    },
    close: async () => {
      socket.end();
      await once(socket, 'close');
    },
  };
}

export const openTransport = (o: TransportOptions): Promise<Transport> =>
  o.broker === 'nats' ? openNats(o) : openPostgres(o);
