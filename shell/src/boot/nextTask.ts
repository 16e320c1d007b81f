/**
 * Resolves in a new task of the event loop: work after it runs after whatever the browser has waiting
 * (input, a frame), so a long start-up cut by it is several short tasks instead of one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
