import { installScriptBudget } from './scriptBudget';

/** The network as a test plays it: every script added to <head> is a 404 (its error event fires). */
function missingFiles(head: HTMLHeadElement): string[] {
  const requested: string[] = [];
  head.appendChild = function <T extends Node>(node: T): T {
    if (node instanceof HTMLScriptElement) {
      requested.push(node.src);
      setTimeout(() => node.dispatchEvent(new Event('error')), 0);
    }
    return node;
  };
  return requested;
}

/** A chunk loader as webpack and rspack write it: a script per attempt, a failed attempt forgotten. */
function loadChunk(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Loading chunk failed (${src})`));
    document.head.appendChild(script);
  });
}

describe('script request budget', () => {
  const original = document.head.appendChild;
  let restore: () => void = () => undefined;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    restore();
    document.head.appendChild = original;
    jest.restoreAllMocks();
  });

  it('requests a missing chunk at most 4 times, however often its loader tries, then fails at once', async () => {
    const requested = missingFiles(document.head);
    restore = installScriptBudget(document.head);
    const chunk = 'http://localhost/mf/mf-gigs/0.1.0-aaaaaaaa/184.bb1dc094.js';
    const results = [];
    for (let i = 0; i < 50; i++) results.push(await loadChunk(chunk).catch((e: Error) => e.message));
    expect(results.every((r) => typeof r === 'string' && r.includes('184.bb1dc094.js'))).toBe(true);
    expect(requested).toEqual([chunk, chunk, chunk, chunk]);
  });

  it('counts each file apart, and leaves other elements alone', async () => {
    const requested = missingFiles(document.head);
    restore = installScriptBudget(document.head, 2);
    for (let i = 0; i < 3; i++) {
      await loadChunk('http://localhost/a.js').catch(() => undefined);
      await loadChunk('http://localhost/b.js').catch(() => undefined);
    }
    expect(requested.filter((s) => s.endsWith('/a.js'))).toHaveLength(2);
    expect(requested.filter((s) => s.endsWith('/b.js'))).toHaveLength(2);
    const style = document.createElement('style');
    expect(document.head.appendChild(style)).toBe(style);
  });
});
