import { createApiClient } from '@campus/contracts';

/** The one API client of the front end: same origin, cookies sent, replies parsed with contracts' schemas. */
export const api = createApiClient('');
