/** At most `max` calls of `run` at once; the others wait their turn (first come, first served). */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly max: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active < this.max) this.active += 1;
    else await new Promise<void>((turn) => this.waiting.push(turn)); // the slot is handed over, not freed
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
