import { render, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { STORAGE_KEYS, type CurrentUser } from '@campus/contracts';
import { makeTestUser } from '../testing';
import { RuntimeProviders } from '../RuntimeProviders';
import { createQueryClient } from '../query/queryClient';
import { seedSession } from '../auth/atoms';
import { stubFetch } from '../testing-fetch';

const MAYA = makeTestUser({ email: 'maya.chen@asu.edu' });

function serverRendered(user: CurrentUser | null) {
  const store = createStore();
  seedSession(store, user);
  return render(
    <RuntimeProviders client={createQueryClient()} store={store}>
      <p>page</p>
    </RuntimeProviders>,
  );
}

afterEach(() => localStorage.clear());

test('a page the server rendered for a signed-in student asks nothing about the session', async () => {
  const network = stubFetch({
    'GET /api/auth/status': { body: { isAuthenticated: true } },
    'GET /api/me': { body: MAYA },
  });
  serverRendered(MAYA);
  await new Promise((r) => setTimeout(r, 20));
  expect(network.calls('GET /api/auth/status')).toHaveLength(0);
  expect(network.calls('GET /api/me')).toHaveLength(0);
});

test('the server saw nobody but a student is stored here: the session is restored once, as at any start', async () => {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(MAYA));
  const network = stubFetch({
    'GET /api/auth/status': { body: { isAuthenticated: false } },
    'POST /api/sync-session': { body: { ok: true } },
    'GET /api/me': { body: MAYA },
  });
  serverRendered(null);
  await waitFor(() => expect(network.calls('GET /api/me')).toHaveLength(1));
  // seeding the page with "nobody" did not clear the stored student before the restore could send it
  expect(network.calls('POST /api/sync-session')[0]?.body).toMatchObject({ userData: { email: MAYA.email } });
});
