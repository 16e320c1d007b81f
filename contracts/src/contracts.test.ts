import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  computeFees,
  createApiClient,
  ApiError,
  isApiError,
  errorMessage,
  api,
  truncateDescription,
  unreadBadge,
  isEduEmail,
  login,
  gigQuery,
  paths,
  remoteDeclaration,
  thumbnailUrl,
} from './index';

describe('fee rule', () => {
  it('adds 4% and $0.40 in cents', () => {
    expect(computeFees(2500)).toEqual({
      baseCents: 2500,
      platformFeeCents: 100,
      transactionFeeCents: 40,
      totalCents: 2640,
    });
    expect(computeFees(1999).platformFeeCents).toBe(80);
  });
});

describe('formatting', () => {
  it('cuts descriptions at 100 characters with an ellipsis', () => {
    expect(truncateDescription('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(truncateDescription('short')).toBe('short');
  });
  it('caps the unread badge at 9+', () => {
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
  });
  it('accepts only .edu addresses', () => {
    expect(isEduEmail('ana@asu.edu')).toBe(true);
    expect(isEduEmail('ana@gmail.com')).toBe(false);
    expect(login.safeParse({ email: 'x@gmail.com', password: 'secret1' }).error?.issues[0]?.message).toBe(
      'Must be a valid .edu email address',
    );
  });
  it('coerces gig query numbers and refuses bad categories', () => {
    expect(gigQuery.parse({ minPrice: '5', limit: '6' })).toEqual({ minPrice: 5, limit: 6 });
    expect(gigQuery.safeParse({ category: 'Nope' }).success).toBe(false);
  });
});

describe('api client', () => {
  const reply = (status: number, body: string) => async () => new Response(body, { status });
  it('raises "{status}: {text}" with the server message', async () => {
    const client = createApiClient('', reply(404, JSON.stringify({ message: 'Gig not found' })));
    const err = await client.call(api.gig, { params: { id: 9 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('404: {"message":"Gig not found"}');
    expect((err as ApiError).serverMessage).toBe('Gig not found');
  });
  it('parses replies with the schema', async () => {
    const client = createApiClient('', reply(200, JSON.stringify({ isAuthenticated: true })));
    await expect(client.call(api.authStatus)).resolves.toEqual({ isAuthenticated: true });
    const bad = createApiClient('', reply(200, JSON.stringify({ isAuthenticated: 'yes' })));
    await expect(bad.call(api.authStatus)).rejects.toThrow();
  });
});

describe('isApiError', () => {
  it('recognises an ApiError from another bundle by its name and status', () => {
    const foreign = Object.assign(new Error('404: x'), {
      name: 'ApiError',
      status: 404,
      serverMessage: 'Gig not found',
    });
    expect(isApiError(foreign)).toBe(true);
    expect(errorMessage(foreign, 'fallback')).toBe('Gig not found');
    expect(isApiError(new Error('404: x'))).toBe(false);
    expect(errorMessage(new ApiError(500, 'boom'), 'Something went wrong')).toBe('Something went wrong');
  });
});

describe('upload URLs', () => {
  const key = 'a'.repeat(64);
  it('names the thumbnail of an upload', () => {
    expect(thumbnailUrl(`/uploads/${key}.webp`)).toBe(`/uploads/${key}-thumb.webp`);
  });
  it('has none for other URLs', () => {
    expect(thumbnailUrl(`/uploads/${key}-thumb.webp`)).toBeNull();
    expect(thumbnailUrl('https://example.com/a.webp')).toBeNull();
    expect(thumbnailUrl('')).toBeNull();
  });
});

describe('edit gig address', () => {
  it('is a guarded page mf-gigs declares (its remote.json)', () => {
    expect(paths.editGig(12)).toBe('/gigs/12/edit');
    const declared = remoteDeclaration.parse(
      JSON.parse(readFileSync(join(__dirname, '..', '..', 'mf-gigs', 'remote.json'), 'utf8')),
    );
    expect(declared.routes.find((r) => r.path === '/gigs/:id/edit')).toMatchObject({
      page: './EditGigPage',
      guarded: true,
    });
  });
});
