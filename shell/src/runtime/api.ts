import { createApiClient } from '@campus/contracts';

/**
 * The one API client of the front end: same origin, cookies sent. Each reply is parsed with the schema
 * of the endpoint the caller passes (`api.call(endpoints.gig, ...)`), so a remote built against a newer
 * @campus/contracts gets its own schemas applied, not the shell's.
 */
export const api = createApiClient('');
