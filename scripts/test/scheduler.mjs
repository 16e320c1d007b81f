// Runs the test tasks side by side on the machine's cores: each task says how many cores it keeps busy
// (a jest run with two workers keeps two) and which tasks it needs first (the journeys need the build).
// A task's output is held and printed whole when it ends, so parallel tasks never interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * @typedef {{ passed: number, failed: number, skipped: number, ids: string[] }} Counts
 * @typedef {{
 *   name: string,
 *   cmd: string,
 *   args: string[],
 *   cwd?: string,
 *   env?: NodeJS.ProcessEnv,
 *   cores?: number,
 *   needs?: string[],
 *   counts: (status: number, output: string) => Counts,
 * }} Task
 * @typedef {Counts & { name: string, seconds: number, status: number }} TaskResult
 */

/** The number of cores tasks may keep busy at once: CAMPUS_TEST_JOBS, else the machine's. */
export function coreBudget() {
  const fromEnv = Number(process.env.CAMPUS_TEST_JOBS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : availableParallelism();
}

/** Runs one task to its end, holding its output. */
function runTask(task, root) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(task.cmd, task.args, {
      cwd: task.cwd ?? root,
      env: task.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const finish = (status) => {
      const output = Buffer.concat(chunks).toString('utf8');
      resolve({ status, output, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      finish(127);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/**
 * Runs every task, never more than `budget` cores' worth at once, a task only after all it needs passed.
 * A task whose need failed does not run and counts as one failure.
 * @param {Task[]} tasks in the order to start them (longest path first)
 * @returns {Promise<TaskResult[]>}
 */
export async function runAll(tasks, { root, budget = coreBudget(), log = console.log }) {
  /** @type {Map<string, TaskResult>} */
  const done = new Map();
  const waiting = [...tasks];
  let busy = 0;
  const running = new Set();

  const ready = (task) => (task.needs ?? []).every((n) => done.has(n));
  const blocked = (task) => (task.needs ?? []).some((n) => done.get(n)?.status !== 0 && done.has(n));

  return new Promise((resolveAll) => {
    const pump = () => {
      for (let i = 0; i < waiting.length; i += 1) {
        const task = waiting[i];
        if (blocked(task)) {
          waiting.splice(i, 1);
          i -= 1;
          const result = {
            name: task.name,
            seconds: 0,
            status: 1,
            passed: 0,
            failed: 1,
            skipped: 0,
            ids: [],
          };
          done.set(task.name, result);
          log(`\n\u2716 ${task.name}: not run, because ${task.needs?.join(', ')} failed`);
          continue;
        }
        const cores = Math.min(task.cores ?? 1, budget);
        if (!ready(task) || busy + cores > budget) continue;
        waiting.splice(i, 1);
        i -= 1;
        busy += cores;
        running.add(task.name);
        log(`\u25b6 ${task.name} (started; running: ${[...running].join(', ')})`);
        runTask(task, root).then(({ status, output, seconds }) => {
          busy -= cores;
          running.delete(task.name);
          const counts = task.counts(status, output);
          const result = { name: task.name, seconds, status, ...counts };
          done.set(task.name, result);
          const mark = status === 0 ? '\u2714' : '\u2716';
          log(
            `\n${mark} ${task.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${seconds.toFixed(1)} s`,
          );
          if (status !== 0 || process.env.CAMPUS_TEST_VERBOSE) log(output.trimEnd());
          pump();
        });
      }
      if (waiting.length === 0 && running.size === 0) resolveAll(tasks.map((t) => done.get(t.name)));
    };
    pump();
  });
}
