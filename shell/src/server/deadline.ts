import type { FallbackReason } from '@campus/contracts';

export type { FallbackReason };

export class PageFallback extends Error {
  constructor(
    readonly reason: FallbackReason,
    cause?: unknown,
  ) {
    super(`server rendering gave up: ${reason}`, { cause });
    this.name = 'PageFallback';
  }
}

/** `work`, or a PageFallback('budget') once `deadline` (a performance.now() instant) passes first. */
export function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  const left = deadline - performance.now();
  if (left <= 0) return Promise.reject(new PageFallback('budget'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageFallback('budget')), left);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
