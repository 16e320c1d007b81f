import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (not decompressed). */
  body: Buffer;
}

/** An HTTP request with the path sent verbatim and the body left encoded (fetch normalises and decodes both). */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(base);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends only a request's head (`headers` after host and origin) and returns the status line of the
 * answer: a server that read the announced body before answering would wait for bytes that never
 * come, and this fails after 3 s.
 */
export function headOnly(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${method} ${path} without its body: the server waited for it`));
    }, 3000);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received.split('\r\n')[0] ?? '');
      }
    });
    socket.on('error', reject);
    const head = Object.entries({ host: `127.0.0.1:${port}`, origin: base, ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n\r\n`);
  });
}

/** The head of a large JSON body that never follows, with `browser`'s cookies when it has any. */
export function jsonHeadOf(browser: { cookies: Map<string, string>; cookieHeader(): string }) {
  return {
    'content-type': 'application/json',
    'content-length': String(6 * 1024 * 1024),
    ...(browser.cookies.size ? { cookie: browser.cookieHeader() } : {}),
  };
}
