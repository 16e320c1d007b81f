import { act, screen, waitFor, within } from '@testing-library/react';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, ITEM_INPUT_MESSAGES } from '@campus/contracts';
import { makeTestUser, stubFetch } from '@campus/shell/testing';
import { fakeUploads, pngFile, uploadKey, uploadReplyFor, type FakeUploads } from '@campus/testkit';
import { deferred, makeItem, photo, thumb } from '../test/fixtures';
import { currentLocation, renderCreate, renderEdit } from '../test/render';

const seller = makeTestUser({ id: 2 });
let uploads: FakeUploads;
beforeEach(() => {
  uploads = fakeUploads();
});
afterEach(() => uploads.restore());

const form = (name = 'List an Item for Sale') => screen.getByRole('form', { name });
const field = (label: string | RegExp, name?: string) => within(form(name)).getByLabelText(label);
const picker = () => screen.getByLabelText('Add photos');
const photos = () =>
  within(screen.getByRole('group', { name: /Photos/ }))
    .queryAllByRole('img')
    .map((img) => img.getAttribute('src'));

type User = ReturnType<typeof renderCreate>['user'];

async function fillValid(user: User) {
  await user.type(field('Title'), '  Desk lamp  ');
  await user.clear(field('Price'));
  await user.type(field('Price'), '12.50');
  await user.type(field(/Location/), 'West Hall');
  await user.selectOptions(field('Category'), 'Home Goods');
  await user.selectOptions(field('Condition'), 'Like New');
  await user.type(field('Description'), 'Bright LED lamp.\nWorks perfectly.');
}

/** Uploads `files` and answers each in turn with the upload of `keys[i]`. */
async function uploadPhotos(user: User, keys: string[]) {
  const before = uploads.requests.length;
  await user.upload(
    picker(),
    keys.map((k) => pngFile(`${k}.png`)),
  );
  for (const [i, key] of keys.entries()) {
    await waitFor(() => expect(uploads.requests.length).toBe(before + i + 1));
    uploads.latest().respond({ body: uploadReplyFor(uploadKey(key)) });
    // The photo joins the form once the upload's reply has been read.
    await waitFor(() => expect(photos()).toContain(`/uploads/${uploadKey(key)}-thumb.webp`));
  }
}

describe('List an Item for Sale (/marketplace/create)', () => {
  it('starts with the spec defaults: Textbooks, Good, price 0, and no status', async () => {
    stubFetch({});
    renderCreate(seller);
    expect(screen.getByRole('heading', { level: 1, name: 'List an Item for Sale' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('');
    expect(field('Price')).toHaveValue('0');
    expect(field(/Location/)).toHaveAttribute('placeholder', 'Where on campus?');
    expect(field('Category')).toHaveValue('Textbooks');
    expect(field('Condition')).toHaveValue('Good');
    expect(within(form()).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(field('Description')).toHaveValue('');
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('multiple');
    expect(screen.getAllByText('0 of 8 photos').length).toBeGreaterThan(0);
    expect(within(form()).getByRole('button', { name: 'List Item for Sale' })).toBeEnabled();
    // The lists come from the server, the built-in ones until then (or when it fails: 404 here).
    await waitFor(() =>
      expect(
        within(field('Category'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([...ITEM_CATEGORIES]),
    );
    expect(
      within(field('Condition'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...ITEM_CONDITIONS]);
  });

  it("refuses a price of 0 with 'Price must be at least $0.01', and the required fields, sending nothing", async () => {
    const { calls } = stubFetch({});
    const { user } = renderCreate(seller);
    await user.click(within(form()).getByRole('button', { name: 'List Item for Sale' }));
    expect(await screen.findByText('Price must be at least $0.01')).toBeInTheDocument();
    expect(screen.getByText(ITEM_INPUT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(ITEM_INPUT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(field('Price')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(calls('POST /api/marketplace')).toHaveLength(0);
  });

  it("refuses a price above $10,000 with 'Price cannot exceed $10,000'; the box keeps digits and one point", async () => {
    stubFetch({});
    const { user } = renderCreate(seller);
    await user.type(field('Price'), 'a1b0.0.5x');
    expect(field('Price')).toHaveValue('10.05');
    await user.clear(field('Price'));
    await user.type(field('Price'), '10000.01');
    await user.click(within(form()).getByRole('button', { name: 'List Item for Sale' }));
    expect(await screen.findByText('Price cannot exceed $10,000')).toBeInTheDocument();
    await user.clear(field('Price'));
    await user.type(field('Price'), '10000');
    expect(screen.queryByText('Price cannot exceed $10,000')).not.toBeInTheDocument();
  });

  it("sends the item, says 'Creating...', then 'Item created' and opens the marketplace", async () => {
    const answer = deferred();
    const { calls } = stubFetch({ 'POST /api/marketplace': () => answer.promise });
    const { user } = renderCreate(seller);
    await fillValid(user);
    await uploadPhotos(user, ['a1', 'b2']);
    await waitFor(() => expect(photos()).toEqual([thumb('a1'), thumb('b2')]));
    await user.click(within(form()).getByRole('button', { name: 'List Item for Sale' }));
    expect(await within(form()).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(calls('POST /api/marketplace').map((r) => r.body)).toEqual([
      {
        title: 'Desk lamp',
        description: 'Bright LED lamp.\nWorks perfectly.',
        price: 12.5,
        category: 'Home Goods',
        condition: 'Like New',
        location: 'West Hall',
        images: [photo('a1'), photo('b2')],
      },
    ]);
    act(() => answer.resolve({ status: 201, body: makeItem(9, { canEdit: true }) }));
    expect(await screen.findByText('Item created')).toBeInTheDocument();
    expect(screen.getByText('Your item has been listed on the marketplace')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation().path).toBe('/marketplace'));
  });

  it('sends no photos as null and a blank location as null', async () => {
    const { calls } = stubFetch({ 'POST /api/marketplace': { status: 201, body: makeItem(9) } });
    const { user } = renderCreate(seller);
    await fillValid(user);
    await user.clear(field(/Location/));
    await user.type(field(/Location/), '   ');
    await user.click(within(form()).getByRole('button', { name: 'List Item for Sale' }));
    await screen.findByText('Item created');
    expect(calls('POST /api/marketplace')[0]?.body).toMatchObject({ location: null, images: null });
  });

  it("says 'Error creating item' with the server's message and is ready again; a 400 marks its field", async () => {
    stubFetch({
      'POST /api/marketplace': {
        status: 400,
        body: {
          message: 'Each photo must be an image you uploaded. Please upload it again.',
          issues: [
            { path: 'images', message: 'Each photo must be an image you uploaded. Please upload it again.' },
          ],
        },
      },
    });
    const { user } = renderCreate(seller);
    await fillValid(user);
    await user.click(within(form()).getByRole('button', { name: 'List Item for Sale' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error creating item');
    expect(alert).toHaveTextContent('Each photo must be an image you uploaded.');
    expect(
      within(form()).getByText('Each photo must be an image you uploaded. Please upload it again.'),
    ).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'List Item for Sale' })).toBeEnabled();
    expect(currentLocation().path).toBe('/marketplace/create');
  });

  it("says 'Something went wrong. Please try again.' when the server gives no message", async () => {
    stubFetch({ 'POST /api/marketplace': { status: 500 } });
    const { user } = renderCreate(seller);
    await fillValid(user);
    await user.click(within(form()).getByRole('button', { name: 'List Item for Sale' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error creating item');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('goes to sign-in (and back here) when the session ended while the form was open', async () => {
    const { calls } = stubFetch({});
    const { user } = renderCreate(null);
    await user.click(within(form()).getByRole('button', { name: 'List Item for Sale' }));
    expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/marketplace/create' } });
    expect(calls('POST /api/marketplace')).toHaveLength(0);
  });
});

describe('the photos of an item', () => {
  it('uploads the picked files one after the other, with progress, then shows their thumbnails', async () => {
    stubFetch({});
    const { user } = renderCreate(seller);
    await user.upload(picker(), [pngFile('front.png'), pngFile('back.png')]);
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect(uploads.latest()).toMatchObject({ method: 'POST', url: '/api/upload', withCredentials: true });
    expect(uploads.latest().file?.name).toBe('front.png');
    uploads.latest().progress(0.5);
    expect(screen.getByRole('progressbar', { name: 'Uploading front.png' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('Uploading... 50%')).toBeInTheDocument();
    expect(screen.getByText('Waiting...')).toBeInTheDocument();
    // The form waits for its photos.
    expect(within(form()).getByRole('button', { name: 'List Item for Sale' })).toBeDisabled();

    uploads.latest().respond({ body: uploadReplyFor(uploadKey('a1')) });
    await waitFor(() => expect(uploads.requests).toHaveLength(2));
    expect(uploads.latest().file?.name).toBe('back.png');
    uploads.latest().respond({ body: uploadReplyFor(uploadKey('b2')) });

    await waitFor(() => expect(photos()).toEqual([thumb('a1'), thumb('b2')]));
    expect(screen.getByRole('img', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Cover')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'List Item for Sale' })).toBeEnabled();
  });

  it('refuses a file that is not an image, or over 5MB, before sending it', async () => {
    stubFetch({});
    const { user } = renderCreate(seller);
    await user.upload(picker(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    await user.upload(picker(), pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File size exceeds 5MB limit')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);
  });

  it("shows the server's refusal of an upload (413 as the size message) and goes on with the next file", async () => {
    stubFetch({});
    const { user } = renderCreate(seller);
    await user.upload(picker(), [pngFile('big.png'), pngFile('ok.png')]);
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    uploads.latest().respond({ status: 413, body: { message: 'File size exceeds 5MB limit' } });
    expect(await screen.findByText('File size exceeds 5MB limit')).toBeInTheDocument();
    await waitFor(() => expect(uploads.requests).toHaveLength(2));
    uploads.latest().respond({ body: uploadReplyFor(uploadKey('c3')) });
    await waitFor(() => expect(photos()).toEqual([thumb('c3')]));
  });

  it('reorders with the move buttons from the keyboard, focus following the photo', async () => {
    stubFetch({});
    const { user } = renderCreate(seller);
    await uploadPhotos(user, ['a1', 'b2', 'c3']);
    await waitFor(() => expect(photos()).toEqual([thumb('a1'), thumb('b2'), thumb('c3')]));
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move photo 3 left' }).focus();
    await user.keyboard('{Enter}');
    expect(photos()).toEqual([thumb('a1'), thumb('c3'), thumb('b2')]);
    expect(screen.getByRole('button', { name: 'Move photo 2 left' })).toHaveFocus();
    expect(screen.getByText('Photo moved to position 2 of 3')).toHaveAttribute('role', 'status');

    await user.keyboard('{Enter}');
    expect(photos()).toEqual([thumb('c3'), thumb('a1'), thumb('b2')]);
    // At the front, 'left' is off: focus goes to the same photo's 'right'.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 1 right' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(photos()).toEqual([thumb('a1'), thumb('c3'), thumb('b2')]);
  });

  it('removes a photo, focus going to the photo now in its place', async () => {
    stubFetch({});
    const { user } = renderCreate(seller);
    await uploadPhotos(user, ['a1', 'b2']);
    await waitFor(() => expect(photos()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos()).toEqual([thumb('b2')]);
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos()).toEqual([]);
    expect(picker()).toHaveFocus();
  });

  it('takes at most 8 photos: extra files are refused with a toast, and the picker goes at 8', async () => {
    const seven = ['11', '22', '33', '44', '55', '66', '77'].map(photo);
    stubFetch({ 'GET /api/marketplace/5': { body: makeItem(5, { canEdit: true, images: seven }) } });
    const { user } = renderEdit('/marketplace/edit/5', seller);
    await screen.findByRole('form', { name: 'Edit Marketplace Item' });
    expect(screen.getAllByRole('img')).toHaveLength(7);
    await user.upload(picker(), [pngFile('eight.png'), pngFile('nine.png'), pngFile('ten.png')]);
    expect(await screen.findByText('Too many photos')).toBeInTheDocument();
    expect(screen.getByText('You can add up to 8 photos.')).toBeInTheDocument();
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    uploads.latest().respond({ body: uploadReplyFor(uploadKey('88')) });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(8));
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.getByText('8 photos is the most: remove one to add another.')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(1);
  });
});

describe('Edit Marketplace Item (/marketplace/edit/{itemId})', () => {
  const mine = makeItem(5, {
    title: 'Mini fridge',
    price: 60,
    category: 'Home Goods',
    condition: 'Fair',
    location: null,
    description: 'Cold.',
    images: [photo('a1')],
    canEdit: true,
  });

  it("fills the form with the item, adds the status, and saves with 'Updating...' then 'Item updated'", async () => {
    const answer = deferred();
    const { calls } = stubFetch({
      'GET /api/marketplace/5': { body: mine },
      'PUT /api/marketplace/5': () => answer.promise,
    });
    const { user } = renderEdit('/marketplace/edit/5', seller);
    const name = 'Edit Marketplace Item';
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(field('Title', name)).toHaveValue('Mini fridge');
    expect(field('Price', name)).toHaveValue('60');
    expect(field(/Location/, name)).toHaveValue('');
    expect(field('Category', name)).toHaveValue('Home Goods');
    expect(field('Condition', name)).toHaveValue('Fair');
    expect(field('Status', name)).toHaveValue('available');
    expect(photos()).toEqual([thumb('a1')]);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/marketplace/5');

    await user.selectOptions(field('Status', name), 'Sold');
    await user.clear(field('Price', name));
    await user.type(field('Price', name), '55');
    await user.click(within(form(name)).getByRole('button', { name: 'Update Listing' }));
    expect(await within(form(name)).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(calls('PUT /api/marketplace/5').map((r) => r.body)).toEqual([
      {
        title: 'Mini fridge',
        description: 'Cold.',
        price: 55,
        category: 'Home Goods',
        condition: 'Fair',
        location: null,
        images: [photo('a1')],
        status: 'sold',
      },
    ]);
    act(() => answer.resolve({ body: { ...mine, price: 55, status: 'sold' } }));
    expect(await screen.findByText('Item updated')).toBeInTheDocument();
    expect(screen.getByText('Your marketplace listing has been updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation().path).toBe('/marketplace/5'));
  });

  it("says 'Error updating item' when the save fails", async () => {
    stubFetch({
      'GET /api/marketplace/5': { body: mine },
      'PUT /api/marketplace/5': { status: 500 },
    });
    const { user } = renderEdit('/marketplace/edit/5', seller);
    await screen.findByRole('form', { name: 'Edit Marketplace Item' });
    await user.click(screen.getByRole('button', { name: 'Update Listing' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error updating item');
    expect(screen.getByRole('button', { name: 'Update Listing' })).toBeEnabled();
  });

  it("tells another student they can only edit their own listings (the server's canEdit)", async () => {
    stubFetch({ 'GET /api/marketplace/5': { body: { ...mine, canEdit: false } } });
    renderEdit('/marketplace/edit/5', seller);
    expect(
      await screen.findByRole('heading', { name: 'You can only edit your own listings' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the item/ })).toHaveAttribute('href', '/marketplace/5');
  });

  it('shows Item Not Found for a missing or malformed item', async () => {
    stubFetch({ 'GET /api/marketplace/6': { status: 404, body: { message: 'Item not found' } } });
    renderEdit('/marketplace/edit/6', seller);
    expect(await screen.findByRole('heading', { level: 1, name: 'Item Not Found' })).toBeInTheDocument();
  });
});
