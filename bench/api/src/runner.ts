import { merge, runLoad, type LoadResult, type LoadSpec } from './load';
import { figure, type Figure } from './report';

/** One load of a comparison: what to send, how many clients, and its name in the progress log. */
export type Spec = Omit<LoadSpec, 'signal' | 'durationMs' | 'requests' | 'warmupMs'> & { label: string };

/** How much of each load in all: time and/or requests (split across rounds), and the first warm-up. */
export interface Budget {
  durationMs?: number;
  requests?: number;
  warmupMs: number;
}

export class Interrupted extends Error {
  override name = 'Interrupted';
}

/**
 * Runs loads in rounds: round 1 runs arm 1, then arm 2, ..., round 2 the same again, and so on, each load
 * getting 1/rounds of its budget per round (the warm-up only before its first round). Every arm is
 * measured across the whole span of the comparison, so a change in what else the machine does (other
 * processes, CPU frequency) hits all arms alike instead of the one that happened to run then. The loads
 * of one arm run at the same time (the interference test: gig by id beside a search loop).
 */
export class Runner {
  constructor(
    private readonly rounds: number,
    private readonly signal: AbortSignal,
    private readonly report: (label: string, f: Figure) => void,
  ) {}

  async compare(arms: Spec[][], budget: Budget): Promise<Figure[][]> {
    const results = arms.map((arm) => arm.map((): LoadResult[] => []));
    const share = (n: number | undefined) => (n === undefined ? undefined : n / this.rounds);
    for (let round = 0; round < this.rounds; round += 1) {
      for (const [a, arm] of arms.entries()) {
        const out = await Promise.all(
          arm.map((spec) =>
            runLoad({
              ...spec,
              durationMs: share(budget.durationMs),
              requests: budget.requests === undefined ? undefined : Math.ceil(budget.requests / this.rounds),
              warmupMs: round === 0 ? budget.warmupMs : 0,
              signal: this.signal,
            }),
          ),
        );
        out.forEach((r, i) => results[a]?.[i]?.push(r));
        if (this.signal.aborted) throw new Interrupted('interrupted');
      }
    }
    return arms.map((arm, a) =>
      arm.map((spec, i) => {
        const f = figure(merge(results[a]?.[i] ?? []));
        this.report(spec.label, f);
        return f;
      }),
    );
  }

  /** Loads of one load each, in rounds; one figure per spec. */
  async each(specs: Spec[], budget: Budget): Promise<Figure[]> {
    const figures = await this.compare(
      specs.map((s) => [s]),
      budget,
    );
    return figures.map((arm) => {
      const [f] = arm;
      if (!f) throw new Error('a load run has no figure');
      return f;
    });
  }

  /** A single load, not in rounds. */
  async once(spec: Spec, budget: Budget): Promise<Figure> {
    const f = figure(await runLoad({ ...spec, ...budget, signal: this.signal }));
    if (this.signal.aborted) throw new Interrupted('interrupted');
    this.report(spec.label, f);
    return f;
  }
}
