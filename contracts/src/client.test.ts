import { api, ApiError, createApiClient, errorMessage, isApiError } from './index';

type ClientModule = typeof import('./client');

/** A second copy of the client module: what a page holds when a remote carries its own contracts. */
async function anotherCopyOfContracts(): Promise<ClientModule> {
  let copy: ClientModule | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = await import('./client');
  });
  if (!copy) throw new Error('the second copy did not load');
  return copy;
}

const notFound = async () => new Response(JSON.stringify({ message: 'Gig not found' }), { status: 404 });

describe('ApiError across copies of contracts', () => {
  it('isApiError recognises an error raised by another copy, where instanceof does not', async () => {
    const other = await anotherCopyOfContracts();
    expect(other.ApiError).not.toBe(ApiError);

    // The shell's runtime raises with its copy; a remote checks with its own (and the other way round).
    const fromOther = await other
      .createApiClient('', notFound)
      .call(api.gig, { params: { id: 9 } })
      .catch((e: unknown) => e);
    expect(fromOther instanceof ApiError).toBe(false);
    expect(isApiError(fromOther)).toBe(true);
    expect(isApiError(fromOther) && fromOther.status).toBe(404);
    expect(errorMessage(fromOther, 'fallback')).toBe('Gig not found');

    const fromThis = await createApiClient('', notFound)
      .call(api.gig, { params: { id: 9 } })
      .catch((e: unknown) => e);
    expect(fromThis instanceof other.ApiError).toBe(false);
    expect(other.isApiError(fromThis)).toBe(true);
    expect(other.errorMessage(fromThis, 'fallback')).toBe('Gig not found');
  });

  it('takes no other error for an ApiError', async () => {
    const other = await anotherCopyOfContracts();
    expect(isApiError(new Error('404: x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404 })).toBe(false);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
    expect(other.isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
