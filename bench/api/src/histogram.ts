/**
 * Latency histogram with logarithmic buckets 1% wide from 10 µs to about 110 s: constant memory,
 * percentiles within 1%, cheap enough to record every request of a load run.
 */
const MIN_MS = 0.01;
const GROWTH = 1.01;
const LOG_GROWTH = Math.log(GROWTH);
const BUCKETS = Math.ceil(Math.log(110_000 / MIN_MS) / LOG_GROWTH) + 1;

export class Histogram {
  private readonly counts = new Uint32Array(BUCKETS);
  count = 0;
  private sum = 0;
  min = Infinity;
  max = 0;

  record(ms: number): void {
    const i = ms <= MIN_MS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / MIN_MS) / LOG_GROWTH));
    this.counts[i] = (this.counts[i] ?? 0) + 1;
    this.count += 1;
    this.sum += ms;
    if (ms < this.min) this.min = ms;
    if (ms > this.max) this.max = ms;
  }

  /** Adds another histogram's requests to this one. */
  add(other: Histogram): void {
    other.counts.forEach((n, i) => (this.counts[i] = (this.counts[i] ?? 0) + n));
    this.count += other.count;
    this.sum += other.sum;
    this.min = Math.min(this.min, other.min);
    this.max = Math.max(this.max, other.max);
  }

  get mean(): number {
    return this.count ? this.sum / this.count : NaN;
  }

  /** The latency below which `p` percent of the recorded requests fall (NaN when empty). */
  percentile(p: number): number {
    if (this.count === 0) return NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let i = 0; i < BUCKETS; i += 1) {
      seen += this.counts[i] ?? 0;
      if (seen >= rank) {
        // The bucket's upper bound, clamped to what was actually seen.
        return Math.min(this.max, Math.max(this.min, MIN_MS * GROWTH ** i));
      }
    }
    return this.max;
  }
}
