import { request } from 'node:http';

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
