import { screen, waitFor, within } from '@testing-library/react';
import { makeTestUser } from '@campus/shell/testing';
import type { Review } from '@campus/contracts';
import { makeGig, makeReview, makeUser } from './support/fixtures';
import { restoreNetwork, serveApi, type FakeNetwork, type Routes } from '@campus/testkit';
import { renderDetail } from './support/render';

afterEach(restoreNetwork);

const gig = makeGig({ id: 1, providerId: 7 });
const provider = makeTestUser({ id: 7, firstName: 'Maya', lastName: 'Patel' });
const visitor = makeTestUser({ id: 3 });

function serve(reviews: Review[] | (() => Review[]), overrides: Routes = {}, canEdit = false): FakeNetwork {
  return serveApi({
    'GET /api/gigs/:id': { body: { ...gig, canEdit } },
    'GET /api/gigs/:id/reviews': () => ({ body: typeof reviews === 'function' ? reviews() : reviews }),
    'GET /api/users/:id': { body: makeUser() },
    ...overrides,
  });
}

/** The review whose comment is `comment`, as a list item. */
async function review(comment: string) {
  const item = (await screen.findByText(comment)).closest('li');
  if (!item) throw new Error(`no review '${comment}'`);
  return within(item);
}

describe('Gig reviews', () => {
  it("shows each review's rating, date and comment, and '(edited)' only when it was edited", async () => {
    serve([
      makeReview({ id: 1, rating: 4, comment: 'Patient and clear.' }),
      makeReview({
        id: 2,
        rating: 2,
        comment: 'Came late.',
        createdAt: '2025-05-20T10:00:00.000Z',
        updatedAt: '2025-05-22T09:00:00.000Z',
      }),
    ]);
    renderDetail('/gigs/1', visitor);
    const first = await review('Patient and clear.');
    expect(first.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first.getByText('April 2, 2025')).toBeInTheDocument();
    expect(first.queryByText('(edited)')).not.toBeInTheDocument();

    const edited = await review('Came late.');
    expect(edited.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(edited.getByText('May 20, 2025')).toBeInTheDocument();
    expect(edited.getByText('(edited)')).toHaveAttribute('title', 'Edited on May 22, 2025');
  });

  it("shows the provider's public reply under its review: 'Response from {first name}', the text and its date", async () => {
    serve([
      makeReview({
        id: 1,
        comment: 'Super clear explanations.',
        reply: 'Thanks, good luck on the final!',
        repliedAt: '2025-04-05T08:00:00.000Z',
      }),
      makeReview({ id: 2, comment: 'Helpful.' }),
    ]);
    renderDetail('/gigs/1', visitor);
    const replied = await review('Super clear explanations.');
    expect(replied.getByText('Response from Maya')).toBeInTheDocument();
    expect(replied.getByText('Thanks, good luck on the final!')).toBeInTheDocument();
    expect(replied.getByText('April 5, 2025')).toBeInTheDocument();
    const plain = await review('Helpful.');
    expect(plain.queryByText(/Response from/)).not.toBeInTheDocument();
  });

  it('names the provider from their profile when the gig does not embed them', async () => {
    serveApi({
      'GET /api/gigs/:id': { body: { ...gig, provider: null } },
      'GET /api/gigs/:id/reviews': {
        body: [makeReview({ reply: 'Thank you!', repliedAt: '2025-04-05T08:00:00.000Z' })],
      },
      'GET /api/users/:id': { body: makeUser({ firstName: 'Maya' }) },
    });
    renderDetail('/gigs/1', visitor);
    const replied = await review('Super clear explanations.');
    expect(await replied.findByText('Response from Maya')).toBeInTheDocument();
  });

  it('offers no Reply to anyone but the gig’s provider', async () => {
    serve([makeReview()]);
    renderDetail('/gigs/1', visitor);
    await review('Super clear explanations.');
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('offers the provider Reply on the reviews without a reply only', async () => {
    serve(
      [
        makeReview({ id: 1, comment: 'Answered.', reply: 'Thanks!', repliedAt: '2025-04-05T08:00:00.000Z' }),
        makeReview({ id: 2, comment: 'Not answered.' }),
      ],
      {},
      true,
    );
    renderDetail('/gigs/1', provider);
    expect((await review('Not answered.')).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect((await review('Answered.')).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
  });

  it('lets the provider reply: the reply is required, is sent trimmed, and the list refreshes to show it', async () => {
    const original = makeReview({ id: 5, comment: 'Great session.' });
    let reviews = [original];
    const network = serve(
      () => reviews,
      {
        'POST /api/reviews/:id/reply': ({ body }) => {
          const { reply } = body as { reply: string };
          const replied = { ...original, reply, repliedAt: '2025-04-06T12:00:00.000Z' };
          reviews = [replied];
          return { body: replied };
        },
      },
      true,
    );
    const { user } = renderDetail('/gigs/1', provider);
    await user.click((await review('Great session.')).getByRole('button', { name: 'Reply' }));
    const form = within(screen.getByRole('form', { name: 'Reply to this review' }));
    const field = form.getByLabelText('Your reply');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '2000');
    expect(field).toBeRequired();

    await user.click(form.getByRole('button', { name: 'Post Reply' }));
    expect(form.getByText('Reply is required')).toBeInTheDocument();
    await user.type(field, '   ');
    await user.click(form.getByRole('button', { name: 'Post Reply' }));
    expect(form.getByText('Reply is required')).toBeInTheDocument();
    expect(network.to('POST', '/api/reviews/5/reply')).toHaveLength(0);

    await user.type(field, 'Glad it helped! ');
    await user.click(form.getByRole('button', { name: 'Post Reply' }));
    const replied = await review('Great session.');
    expect(await replied.findByText('Glad it helped!')).toBeInTheDocument();
    expect(network.to('POST', '/api/reviews/5/reply').map((r) => r.body)).toEqual([
      { reply: 'Glad it helped!' },
    ]);
    expect(network.to('GET', '/api/gigs/1/reviews')).toHaveLength(2);
    expect(replied.getByText('Response from Maya')).toBeInTheDocument();
    expect(replied.getByText('April 6, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply to this review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(await screen.findByText('Reply posted')).toBeInTheDocument();
  });

  it("shows the server's message when the review already has a reply (409)", async () => {
    serve(
      [makeReview({ id: 5, comment: 'Great session.' })],
      {
        'POST /api/reviews/:id/reply': {
          status: 409,
          body: { message: 'You have already replied to this review' },
        },
      },
      true,
    );
    const { user } = renderDetail('/gigs/1', provider);
    await user.click((await review('Great session.')).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your reply'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already replied to this review');
    expect(screen.getByRole('form', { name: 'Reply to this review' })).toBeInTheDocument();
  });

  it('closes the form on Cancel, without sending anything', async () => {
    const network = serve([makeReview({ id: 5, comment: 'Great session.' })], {}, true);
    const { user } = renderDetail('/gigs/1', provider);
    await user.click((await review('Great session.')).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your reply'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Reply to this review' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus());
    expect(network.to('POST', '/api/reviews/5/reply')).toHaveLength(0);
  });
});
