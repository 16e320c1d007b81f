import * as z from 'zod/mini';
import { api as endpoints, gig, isApiError } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { stubFetch } from '../testing-fetch';

const reply = {
  id: 4,
  title: 'Calculus tutoring',
  description: 'Limits and derivatives.',
  price: 25,
  category: 'Tutoring',
  providerId: 7,
  location: null,
  status: 'active',
  createdAt: '2025-03-14T15:00:00.000Z',
  tags: [],
  imageUrl: null,
  provider: null,
  responseTime: 'within 2 hours',
};

describe("the runtime's API client", () => {
  it("parses a reply with the schema of the endpoint the caller passes, not the shell's own", async () => {
    stubFetch({ 'GET /api/gigs/4': { body: reply } });
    // A remote built against a newer contracts minor passes its own endpoint, whose gig has a new field.
    const newerGig = { ...endpoints.gig, reply: z.extend(gig, { responseTime: z.optional(z.string()) }) };
    const parsed = await api.call(newerGig, { params: { id: 4 } });
    expect(parsed.responseTime).toBe('within 2 hours');
    // The shell's own (older) schema drops it: why the remote's schema, not the shell's, must be applied.
    expect(await api.call(endpoints.gig, { params: { id: 4 } })).not.toHaveProperty('responseTime');
  });

  it('raises an error every copy of contracts recognises', async () => {
    stubFetch({ 'GET /api/gigs/5': { status: 404, body: { message: 'Gig not found' } } });
    let contractsOfARemote: typeof import('@campus/contracts') | undefined;
    await jest.isolateModulesAsync(async () => {
      contractsOfARemote = await import('@campus/contracts');
    });
    if (!contractsOfARemote) throw new Error('the second copy did not load');
    const error = await api.call(endpoints.gig, { params: { id: 5 } }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(contractsOfARemote.isApiError(error)).toBe(true);
    expect(error instanceof contractsOfARemote.ApiError).toBe(false);
    expect(contractsOfARemote.errorMessage(error, 'fallback')).toBe('Gig not found');
  });
});
