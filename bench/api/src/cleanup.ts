import { rm } from 'node:fs/promises';

/**
 * Undo steps, run last-registered first, each at most once. `run()` is safe to call from a signal
 * handler while the main path is still awaiting: both wait for the same run.
 */
export class Cleanup {
  private readonly steps: { name: string; undo: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly log: (line: string) => void) {}

  add(name: string, undo: () => Promise<void>): void {
    this.steps.push({ name, undo });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (let step = this.steps.pop(); step; step = this.steps.pop()) {
        try {
          await step.undo();
        } catch (err) {
          this.log(`cleanup: ${step.name} failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    })();
    return this.running;
  }
}

/**
 * Runs a bench's body with its cleanup: Ctrl-C (SIGINT, SIGTERM) undoes every step, removes `tempRoot` and
 * exits 130; an error is printed and answers 1; otherwise the body's exit code. The steps and `tempRoot`
 * are removed either way.
 */
export async function runCleanly(
  tempRoot: string,
  log: (line: string) => void,
  body: (cleanup: Cleanup) => Promise<number>,
): Promise<number> {
  const cleanup = new Cleanup(log);
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    log('interrupted: cleaning up');
    void cleanup.run().then(async () => {
      await rm(tempRoot, { recursive: true, force: true });
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await body(cleanup);
  } catch (err) {
    if (!interrupted)
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return 1;
  } finally {
    if (!interrupted) {
      await cleanup.run();
      await rm(tempRoot, { recursive: true, force: true });
    }
  }
}
