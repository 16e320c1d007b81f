/** Re-reads a value until it equals the expected one (or the time is up), then returns the last reading. */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
