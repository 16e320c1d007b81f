import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderOnServerThenHydrate, serverPageRequest } from '@campus/shell/testing';
import { restoreNetwork, serveApi } from '@campus/testkit';
import GigDetailPage from '../src/exposes/GigDetailPage';
import serverPages from '../src/server';
import { makeGig, makeReview, makeUser } from './support/fixtures';

// A gig page as the server renders it (its server module's prefetch, in UTC) and a visitor in Los Angeles
// hydrates it: every date is late evening UTC, so the day before in Los Angeles.

afterEach(restoreNetwork);

const gig = makeGig({ id: 1, providerId: 7, createdAt: '2025-03-14T02:00:00.000Z' });
const review = makeReview({
  createdAt: '2025-04-02T03:00:00.000Z',
  updatedAt: '2025-04-03T03:00:00.000Z',
  reply: 'Thank you!',
  repliedAt: '2025-04-04T03:00:00.000Z',
});

test("a gig's posted, member-since and review dates agree through hydration, then are the visitor's", async () => {
  serveApi({
    'GET /api/gigs/:id': { body: gig },
    'GET /api/gigs/:id/reviews': { body: [review] },
    'GET /api/users/:id': { body: makeUser({ id: 7, createdAt: '2024-09-01T02:00:00.000Z' }) },
  });
  const { served, problems } = await renderOnServerThenHydrate(
    <Routes>
      <Route path="/gigs/:id" element={<GigDetailPage />} />
    </Routes>,
    {
      route: '/gigs/1',
      browser: { timeZone: 'America/Los_Angeles', now: '2025-05-12T18:00:00.000Z' },
      seed: (client) =>
        serverPages.prefetch?.(
          serverPageRequest('./GigDetailPage', '/gigs/1', { params: { id: '1' } }),
          client,
        ),
    },
  );

  expect(problems).toEqual([]);
  expect(served).toHaveTextContent('Posted March 14, 2025');
  expect(served).toHaveTextContent('Member since September 1, 2024');
  expect(served).toHaveTextContent('April 2, 2025');
  expect(served.querySelector('[title^="Edited on"]')).toHaveAttribute('title', 'Edited on April 3, 2025');
  expect(served).toHaveTextContent('April 4, 2025');

  expect(screen.getByText('Posted March 13, 2025')).toBeInTheDocument();
  expect(screen.getByText('Member since August 31, 2024')).toBeInTheDocument();
  expect(screen.getByText('April 1, 2025')).toBeInTheDocument();
  expect(screen.getByTitle('Edited on April 2, 2025')).toBeInTheDocument();
  expect(screen.getByText('April 3, 2025')).toBeInTheDocument();
});
