import { ApiError } from '@campus/contracts';
import { apiErrorMessage } from '../error-message';

describe('apiErrorMessage', () => {
  it("uses the server's message, also from another bundle's ApiError", () => {
    expect(apiErrorMessage(new ApiError(400, '{"message":"Bad"}', 'Bad'), 'fallback')).toBe('Bad');
    const foreign = Object.assign(new Error('403: {"message":"Nope"}'), { name: 'ApiError', status: 403, serverMessage: 'Nope' });
    expect(apiErrorMessage(foreign, 'fallback')).toBe('Nope');
  });

  it('falls back without a server message (plain-text replies, network failures)', () => {
    expect(apiErrorMessage(new ApiError(502, 'Bad Gateway'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
