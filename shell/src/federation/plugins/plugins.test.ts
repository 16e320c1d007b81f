import { fallbackPlugin } from './fallbackPlugin';
import { retryPlugin } from './retryPlugin';
import { RemoteUnavailable } from '../RemoteUnavailable';

describe('federation runtime plugins', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('fallback: a page module that failed to load becomes the error panel; shared modules are left alone', () => {
    const plugin = fallbackPlugin();
    const call = (lifecycle: string) =>
      plugin.errorLoadRemote?.({
        id: 'mf_x/Page',
        error: new Error('x'),
        lifecycle,
        from: 'runtime',
      } as never);
    expect(call('onLoad')).toEqual({ default: RemoteUnavailable });
    expect(call('beforeRequest')).toEqual({ default: RemoteUnavailable });
    expect(call('beforeLoadShare')).toBeUndefined();
  });

  it('retry: loads the entry again until it arrives', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce(entry);
    const plugin = retryPlugin({ retries: 3, delayMs: 1 });
    const result = await plugin.loadEntryError?.({
      getRemoteEntry,
      remoteInfo: { name: 'mf_x' },
      globalLoading: { 'mf_x:e': Promise.resolve() },
      uniqueKey: 'mf_x:e',
    } as never);
    expect(result).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('retry: gives up after the configured attempts', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('down'));
    const plugin = retryPlugin({ retries: 2, delayMs: 1 });
    expect(
      await plugin.loadEntryError?.({
        getRemoteEntry,
        remoteInfo: { name: 'mf_x' },
        globalLoading: { 'mf_x:e': Promise.resolve() },
        uniqueKey: 'mf_x:e',
      } as never),
    ).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
