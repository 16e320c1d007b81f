/** How many times one script file may be requested per page (chunks and entries of every remote). */
export const SCRIPT_REQUEST_BUDGET = 4;

/**
 * Bounds the requests for any one script file on this page: every loader (Module Federation's entry
 * loader, each remote's own chunk loader) adds a `<script src>` to `<head>` per attempt and, after a
 * failure, a later attempt asks again. Past `budget` additions of the same address the element is not
 * added: it gets an `error` event instead, as a failed load would, so the loader gives up at once.
 * `budget` stays one below the page's limit of 5: the backend may have prefetched the file already.
 */
export function installScriptBudget(head: HTMLHeadElement, budget = SCRIPT_REQUEST_BUDGET): () => void {
  const requests = new Map<string, number>();
  const append = head.appendChild;
  head.appendChild = function appendChild<T extends Node>(this: HTMLHeadElement, node: T): T {
    if (node instanceof HTMLScriptElement && node.src) {
      const count = (requests.get(node.src) ?? 0) + 1;
      requests.set(node.src, count);
      if (count > budget) {
        console.warn(`Not requesting ${node.src} again: it failed ${budget} times on this page`);
        setTimeout(() => node.dispatchEvent(new Event('error')), 0);
        return node;
      }
    }
    return append.call(this, node) as T;
  };
  return () => {
    head.appendChild = append;
  };
}
