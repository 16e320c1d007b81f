#!/usr/bin/env node
/**
 * CPU time of a bench's processes: runs a command and, once it ends, prints the CPU seconds (user +
 * system) its process tree used, per kind of process: the product instances, PostgreSQL's processes and
 * the rest (the bench's own client, esbuild, the guardian). Divide by the requests a bench reports for
 * the CPU a request costs (docs/operations.md, "Capacity and scaling").
 *
 * Usage (from the repository root; Linux, it reads /proc):
 *
 *   node bench/cpu.mjs [--json FILE] -- <command> [args...]
 *   node bench/cpu.mjs -- node bench/load/run.mjs
 *
 * The tree is sampled every second; a process's last sample counts, so a process that ended between two
 * samples loses up to a second of its time (PostgreSQL's short-lived processes; the instances and the
 * pooled connections live through the run). The command's own output and exit code pass through; the
 * figures go to stderr.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { processes } from './proc.mjs';
import { usage } from './usage.mjs';

function kindOf(cmd) {
  if (/\/product\/main\.mjs\b|\/backend\/dist\/main\.js\b/.test(cmd)) return 'product';
  if (/^postgres\b|\/bin\/postgres\b/.test(cmd)) return 'postgres';
  return 'other';
}

async function main() {
  const argv = process.argv.slice(2);
  const split = argv.indexOf('--');
  if (argv.includes('--help') || split < 0 || split === argv.length - 1) {
    process.stdout.write(`${await usage(import.meta.url)}\n`);
    return split < 0 && !argv.includes('--help') ? 2 : 0;
  }
  const jsonAt = argv.indexOf('--json');
  const jsonFile = jsonAt >= 0 && jsonAt < split ? argv[jsonAt + 1] : undefined;
  const [command, ...args] = argv.slice(split + 1);
  const loadAtStart = loadavg();
  const started = Date.now();
  const child = spawn(command, args, { stdio: 'inherit' });
  const seen = new Map();
  const sample = () => {
    const all = processes();
    const tree = new Set([child.pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, p] of all)
        if (!tree.has(pid) && tree.has(p.ppid)) {
          tree.add(pid);
          grew = true;
        }
    }
    for (const pid of tree) {
      const p = all.get(pid);
      if (p) seen.set(pid, { cmd: seen.get(pid)?.cmd ?? p.cmd, cpu: p.cpu });
    }
  };
  sample();
  const timer = setInterval(sample, 1000);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((ok) => child.once('exit', (c, signal) => ok(c ?? (signal ? 1 : 0))));
  clearInterval(timer);

  const totals = { product: 0, postgres: 0, other: 0 };
  const instances = [];
  for (const [pid, p] of seen) {
    const kind = kindOf(p.cmd);
    totals[kind] += p.cpu;
    if (kind === 'product') instances.push({ pid, cpu: p.cpu });
  }
  const wall = (Date.now() - started) / 1000;
  const s = (n) => `${n.toFixed(1)} s`;
  process.stderr.write(
    [
      '',
      `CPU of \`${[command, ...args].join(' ')}\` over ${s(wall)} (load average ${loadAtStart[0]?.toFixed(1)} ` +
        `at the start, ${loadavg()[0]?.toFixed(1)} at the end):`,
      `  product instances: ${s(totals.product)}${instances.length ? ` (${instances.map((i) => s(i.cpu)).join(', ')})` : ''}`,
      `  PostgreSQL:        ${s(totals.postgres)}`,
      `  the rest:          ${s(totals.other)} (the bench's client, esbuild, the guardian)`,
      '',
    ].join('\n'),
  );
  if (jsonFile)
    await writeFile(
      jsonFile,
      `${JSON.stringify({ command: [command, ...args], wallS: wall, loadAtStart, loadAtEnd: loadavg(), cpuS: totals, instances }, null, 2)}\n`,
    );
  return code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
