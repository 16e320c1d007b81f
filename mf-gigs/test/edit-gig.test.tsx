import { screen, waitFor, within } from '@testing-library/react';
import { makeTestUser } from '@campus/shell/testing';
import {
  fakeUploads,
  type FakeUploads,
  restoreNetwork,
  serveApi,
  type RecordedRequest,
} from '@campus/testkit';
import { makeGig } from './support/fixtures';
import { currentLocation, renderEdit } from './support/render';

const owner = makeTestUser({ id: 7 });
const KEY = '12'.repeat(32);
const gig = makeGig({
  id: 5,
  providerId: 7,
  canEdit: true,
  title: 'Calculus tutoring',
  description: 'Limits and derivatives.',
  category: 'Tutoring',
  price: 25,
  location: 'Main Library',
  tags: ['calculus', 'exam prep'],
  imageUrl: `/uploads/${KEY}.webp`,
});

let uploads: FakeUploads;
beforeEach(() => {
  uploads = fakeUploads();
});
afterEach(() => {
  restoreNetwork();
  uploads.restore();
});

const form = () => within(screen.getByRole('form', { name: 'Edit Gig' }));

describe('Edit gig (/gigs/:id/edit)', () => {
  it('prefills the form, saves with PUT, says so and goes back to the gig', async () => {
    const network = serveApi({
      'GET /api/gigs/:id': { body: gig },
      'PUT /api/gigs/:id': ({ body }: RecordedRequest) => ({
        body: { ...gig, ...(body as object) },
      }),
    });
    const { user } = renderEdit('/gigs/5/edit', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Gig' })).toBeInTheDocument();
    expect(form().getByLabelText('Gig Title')).toHaveValue('Calculus tutoring');
    expect(form().getByLabelText('Description')).toHaveValue('Limits and derivatives.');
    expect(form().getByLabelText('Category')).toHaveValue('Tutoring');
    expect(form().getByLabelText('Hourly Rate')).toHaveValue('25');
    expect(form().getByLabelText(/Location/)).toHaveValue('Main Library');
    expect(form().getByLabelText(/Tags/)).toHaveValue('calculus, exam prep');
    expect(form().getByRole('img', { name: 'Preview of the uploaded image' })).toHaveAttribute(
      'src',
      `/uploads/${KEY}-thumb.webp`,
    );
    expect(form().getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/gigs/5');

    await user.clear(form().getByLabelText('Hourly Rate'));
    await user.type(form().getByLabelText('Hourly Rate'), '32.50');
    await user.click(form().getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Gig updated')).toBeInTheDocument();
    expect(screen.getByText('Your gig has been updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/gigs/5', query: {} }));
    const [put] = network.to('PUT', '/api/gigs/5');
    expect(put?.body).toEqual({
      title: 'Calculus tutoring',
      description: 'Limits and derivatives.',
      category: 'Tutoring',
      price: 32.5,
      location: 'Main Library',
      tags: ['calculus', 'exam prep'],
      imageUrl: `/uploads/${KEY}.webp`,
      providerId: 7,
    });
  });

  it("shows 'Saving...' while it saves and the server's refusal as a toast", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    serveApi({
      'GET /api/gigs/:id': { body: gig },
      'PUT /api/gigs/:id': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderEdit('/gigs/5/edit', owner);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await form().findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer({ status: 403, body: { message: 'You can only change your own gigs' } });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error updating gig');
    expect(toast).toHaveTextContent('You can only change your own gigs');
    expect(form().getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("tells someone else that they cannot edit the gig (the server's canEdit decides)", async () => {
    // Even a viewer whose id matches: the page follows the reply, not ids.
    serveApi({ 'GET /api/gigs/:id': { body: { ...gig, canEdit: false } } });
    renderEdit('/gigs/5/edit', owner);
    expect(
      await screen.findByRole('heading', { name: 'You can only edit your own gigs' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the gig' })).toHaveAttribute('href', '/gigs/5');
  });

  it('says the gig was not found', async () => {
    serveApi({ 'GET /api/gigs/:id': { status: 404, body: { message: 'Gig not found' } } });
    renderEdit('/gigs/5/edit', owner);
    expect(await screen.findByText('Gig not found. It may have been removed.')).toBeInTheDocument();
  });

  it('treats a non-integer id as not found without asking the server', () => {
    const network = serveApi({});
    renderEdit('/gigs/abc/edit', owner);
    expect(screen.getByText('Gig not found. It may have been removed.')).toBeInTheDocument();
    expect(network.requests).toEqual([]);
  });
});
