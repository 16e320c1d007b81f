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
