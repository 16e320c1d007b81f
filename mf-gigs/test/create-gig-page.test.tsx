import { screen, waitFor, within } from '@testing-library/react';
import { GIG_INPUT_MESSAGES } from '@campus/contracts';
import { makeTestUser } from '@campus/shell/testing';
import {
  fakeUploads,
  pngFile,
  uploadReplyFor,
  type FakeUploads,
  deferred,
  restoreNetwork,
  serveApi,
  type Reply,
} from '@campus/testkit';
import { currentLocation, renderCreate } from './support/render';

const student = makeTestUser({ id: 3 });
let uploads: FakeUploads;
beforeEach(() => {
  uploads = fakeUploads();
});
afterEach(() => {
  restoreNetwork();
  uploads.restore();
});

const form = () => screen.getByRole('form', { name: 'Create a New Gig' });
const field = (name: RegExp | string) => within(form()).getByLabelText(name);
const submitButton = () => within(form()).getByRole('button', { name: /Create Gig|Creating Gig/ });

async function fillValid(user: ReturnType<typeof renderCreate>['user']) {
  await user.type(field('Gig Title'), 'Guitar lessons for beginners');
  await user.type(field('Description'), 'Chords, rhythm and your first song.\nBring a guitar.');
  await user.selectOptions(field('Category'), 'Music Lessons');
  await user.clear(field('Hourly Rate'));
  await user.type(field('Hourly Rate'), '30.5');
  await user.type(field(/Location/), 'Music building');
  await user.type(field(/Tags/), 'guitar, , beginners ');
}

describe('Create gig (/create-gig)', () => {
  it('shows the title, the fields, the hourly rate at 0 and the four important notes', () => {
    serveApi({});
    renderCreate(student);
    expect(screen.getByRole('heading', { level: 1, name: 'Create a New Gig' })).toBeInTheDocument();
    expect(screen.getByText(/Share your skills with other students and earn money/)).toBeInTheDocument();
    expect(field('Gig Title')).toHaveValue('');
    expect(field('Description')).toHaveValue('');
    expect(field('Category')).toHaveValue('');
    expect(field('Hourly Rate')).toHaveValue('0');
    expect(field('Hourly Rate')).toHaveAttribute('placeholder', '0.00');
    expect(field(/Location/)).toHaveValue('');
    expect(field(/Tags/)).toHaveValue('');
    expect(field(/Gig Image/)).toHaveAttribute('type', 'file');
    const notes = within(screen.getByRole('complementary', { name: 'Important Notes' }));
    expect(notes.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Your gig will be visible to all verified students.',
      'A 4% platform fee applies to all payments.',
      'Contact information is shared only after payment.',
      'Be responsive to messages to keep a good rating.',
    ]);
    expect(submitButton()).toHaveTextContent('Create Gig');
  });

  it('keeps only digits and one decimal point in the hourly rate', async () => {
    serveApi({});
    const { user } = renderCreate(student);
    await user.type(field('Hourly Rate'), 'a2b5.5.0x');
    expect(field('Hourly Rate')).toHaveValue('25.50');
  });

  it("shows the contract's messages at their fields, focuses the first and sends nothing", async () => {
    const network = serveApi({});
    const { user } = renderCreate(student);
    await user.click(submitButton());
    expect(await screen.findByText(GIG_INPUT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(GIG_INPUT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(GIG_INPUT_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText('Hourly rate must be at least $1')).toBeInTheDocument();
    expect(field('Gig Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Hourly Rate')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Gig Title')).toHaveFocus());
    expect(network.requests).toEqual([]);

    // Typing into a field clears its message; the next refused submit focuses the next invalid field.
    await user.type(field('Gig Title'), 'Guitar lessons');
    expect(screen.queryByText(GIG_INPUT_MESSAGES.titleRequired)).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(field('Description')).toHaveFocus());
  });

  it("sends the gig as the signed-in student, shows 'Creating Gig...', then 'Success!' and opens the gig", async () => {
    const answer = deferred();
    const network = serveApi({ 'POST /api/gigs': () => answer.promise });
    const { user } = renderCreate(student);
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Creating Gig...' })).toBeDisabled();
    expect(network.to('POST', '/api/gigs')[0]?.body).toEqual({
      title: 'Guitar lessons for beginners',
      description: 'Chords, rhythm and your first song.\nBring a guitar.',
      category: 'Music Lessons',
      price: 30.5,
      location: 'Music building',
      tags: ['guitar', 'beginners'],
      imageUrl: null,
      providerId: 3,
    });
    answer.resolve({ status: 201, body: { id: 42 } });

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your gig has been created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/gigs/42', query: {} }));
  });

  it("shows 'Error creating gig' with the generic text on a failure and is ready again", async () => {
    serveApi({ 'POST /api/gigs': { status: 500 } });
    const { user } = renderCreate(student);
    await fillValid(user);
    await user.click(submitButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error creating gig');
    expect(toast).toHaveTextContent('Something went wrong. Please try again.');
    expect(submitButton()).toHaveTextContent('Create Gig');
    expect(submitButton()).toBeEnabled();
    expect(currentLocation().path).toBe('/create-gig');
  });

  it("shows the server's message and puts its field issues at their fields", async () => {
    const tooLong = GIG_INPUT_MESSAGES.titleTooLong;
    const refusal: Reply = {
      status: 400,
      body: { message: tooLong, issues: [{ path: 'title', message: tooLong }] },
    };
    serveApi({ 'POST /api/gigs': refusal });
    const { user } = renderCreate(student);
    await fillValid(user);
    await user.click(submitButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error creating gig');
    expect(toast).toHaveTextContent(tooLong);
    expect(within(form()).getByText(tooLong)).toBeInTheDocument();
    expect(field('Gig Title')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Gig Title')).toHaveFocus());
  });

  it('sends the uploaded image with the gig', async () => {
    const network = serveApi({ 'POST /api/gigs': { status: 201, body: { id: 7 } } });
    const { user } = renderCreate(student);
    await fillValid(user);
    await user.upload(field(/Gig Image/), pngFile());
    uploads.latest().respond({ body: uploadReplyFor('cd'.repeat(32)) });
    await screen.findByRole('img', { name: 'Preview of the uploaded image' });
    await user.click(submitButton());
    await waitFor(() => expect(currentLocation().path).toBe('/gigs/7'));
    expect(network.to('POST', '/api/gigs')[0]?.body).toMatchObject({
      imageUrl: `/uploads/${'cd'.repeat(32)}.webp`,
    });
  });

  it('sends a visitor to sign in, and nothing to the server, without a signed-in student', async () => {
    const network = serveApi({});
    const { user } = renderCreate(null);
    await user.click(submitButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Authentication Required');
    expect(toast).toHaveTextContent('You must be logged in to create a gig. Please log in and try again.');
    await waitFor(() => expect(currentLocation().path).toBe('/auth'));
    expect(network.requests).toEqual([]);
  });
});
