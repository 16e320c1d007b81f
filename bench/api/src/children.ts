import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createInterface } from 'node:readline';

/** A child process (product, floor, guardian) with its last log lines kept for error messages. */
export class Child {
  readonly process: ChildProcess;
  private readonly lines: string[] = [];
  private readonly exited: Promise<number | null>;
  private exitCode: number | null | undefined;

  constructor(
    readonly name: string,
    entry: string,
    env: NodeJS.ProcessEnv,
    options: {
      verbose: boolean;
      onMessage?: (message: unknown) => void;
      /** After the entry. */
      args?: string[];
      /** Node's own options, before the entry. */
      nodeOptions?: string[];
    },
  ) {
    this.process = spawn(process.execPath, [...(options.nodeOptions ?? []), entry, ...(options.args ?? [])], {
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.exited = new Promise((ok) =>
      this.process.once('exit', (code, signal) => {
        this.exitCode = code ?? (signal ? -1 : null);
        ok(this.exitCode);
      }),
    );
    // Spawn errors (no such file) surface as an exit.
    this.process.once('error', (err) => this.keep(`spawn error: ${err.message}`, options.verbose));
    const keepLines = (stream: NodeJS.ReadableStream, parse: boolean) =>
      createInterface({ input: stream }).on('line', (line) => {
        if (parse && line.startsWith('{') && options.onMessage) {
          try {
            options.onMessage(JSON.parse(line) as unknown);
            return;
          } catch {
            // not a message: an ordinary log line
          }
        }
        this.keep(line, options.verbose);
      });
    if (this.process.stdout) keepLines(this.process.stdout, true);
    if (this.process.stderr) keepLines(this.process.stderr, false);
  }

  private keep(line: string, verbose: boolean): void {
    this.lines.push(line);
    if (this.lines.length > 40) this.lines.shift();
    if (verbose) process.stderr.write(`  [${this.name}] ${line}\n`);
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  get running(): boolean {
    return this.exitCode === undefined;
  }

  /** Its recent output, for an error message. */
  recentOutput(): string {
    return this.lines.length ? this.lines.map((l) => `    ${l}`).join('\n') : '    (no output)';
  }

  /** Resolves with the exit code when the child ends. */
  whenExited(): Promise<number | null> {
    return this.exited;
  }

  /** SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** A free TCP port on loopback (the backend's own helper). */
export { freePort } from '../../../backend/src/db/embedded';

/** One GET on 127.0.0.1; resolves with the status and body. */
export function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.end();
  });
}

/** Polls `path` until it answers 200; fails when the child ends first or after `timeoutMs`. */
export async function waitUntilServing(child: Child, port: number, path: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!child.running) {
      throw new Error(`${child.name} exited (code ${await child.whenExited()}):\n${child.recentOutput()}`);
    }
    try {
      const { status } = await get(port, path);
      if (status === 200) return;
      last = `status ${status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `${child.name} did not answer GET ${path} within ${timeoutMs / 1000} s (${last}):\n${child.recentOutput()}`,
  );
}

/** A memory figure of /proc/<pid>/status in MB (VmRSS, RssAnon, RssFile, ...; Linux); undefined elsewhere. */
export async function statusMb(pid: number | undefined, field = 'VmRSS'): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/** Resident set size in MB from /proc/<pid>/status (Linux); undefined elsewhere. */
export const rssMb = (pid: number | undefined) => statusMb(pid);

/** Environment for a child: only what Node needs, never the caller's database, mail or OAuth settings. */
export function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}
