import { act, screen, waitFor, within } from '@testing-library/react';
import { makeTestUser, stubFetch } from '@campus/shell/testing';
import { conversationWith, deferred, makeItem, photo, thumb } from '../test/fixtures';
import { BUY_TEXT } from '../features/detail/BuyWithEscrow';
import { currentLocation, renderDetail } from '../test/render';

const buyer = makeTestUser({ id: 1 });
const seller = makeTestUser({ id: 2, firstName: 'Maya', lastName: 'Chen' });

describe('the item page', () => {
  it('shows the item with its details, seller and safety tips', async () => {
    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1, { location: null }) } });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 1' })).toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(screen.getByText('Maya Chen')).toBeInTheDocument();
    expect(screen.getByText('Arizona State University')).toBeInTheDocument();
    expect(screen.getByText('Meet in a public place on campus')).toBeInTheDocument();
    expect(screen.getByText('No Image')).toBeInTheDocument();
  });

  it('puts the title and price before the description (the phone reading order)', async () => {
    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1) } });
    renderDetail();
    const title = await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    const description = screen.getByRole('heading', { name: 'Description' });
    const price = screen.getByText('$45.00');
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(title, description)).toBe(true);
    expect(follows(price, description)).toBe(true);
  });

  it('shows the first photo at display size and swaps in the others from their thumbnails', async () => {
    stubFetch({
      'GET /api/marketplace/1': { body: makeItem(1, { images: [photo('a1'), photo('b2'), photo('c3')] }) },
    });
    const { user } = renderDetail();
    const large = await screen.findByRole('img', { name: 'Item 1, photo 1 of 3' });
    expect(large).toHaveAttribute('src', photo('a1'));
    expect(large).toHaveAttribute('width', '1200');
    expect(large).toHaveAttribute('height', '800');
    const thumbs = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[1]?.querySelector('img')).toHaveAttribute('src', thumb('b2'));
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(screen.getByRole('img', { name: 'Item 1, photo 2 of 3' })).toHaveAttribute('src', photo('b2'));
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows Item Not Found for a missing item', async () => {
    stubFetch({ 'GET /api/marketplace/9': { status: 404, body: { message: 'Item not found' } } });
    renderDetail('/marketplace/9');
    expect(await screen.findByText('Item Not Found')).toBeInTheDocument();
    expect(screen.getByText("This item may have been removed or doesn't exist.")).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to Marketplace/ })[0]).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });

  it.each(['1e3', '0x10', '1.5', '-2', '0'])(
    'treats the malformed id %p as not found, without asking the server',
    (id) => {
      const { requests } = stubFetch({});
      renderDetail(`/marketplace/${id}`);
      expect(screen.getByText('Item Not Found')).toBeInTheDocument();
      expect(requests.filter((r) => r.url.startsWith('/api/marketplace'))).toHaveLength(0);
    },
  );
});

describe('what the viewer may do', () => {
  it("shows the seller 'Edit Listing', 'Delete Listing' and the status, and no Contact Seller", async () => {
    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1, { canEdit: true }) } });
    renderDetail('/marketplace/1', seller);
    await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    expect(screen.getByRole('link', { name: 'Edit Listing' })).toHaveAttribute('href', '/marketplace/edit/1');
    expect(screen.getByRole('button', { name: 'Delete Listing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Listing status')).toHaveValue('available');
    expect(screen.queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
  });

  it("shows everyone else 'Contact Seller' only, whatever the ids say (canEdit decides)", async () => {
    // The signed-in student has the seller's id, but the server says they may not edit: it decides.
    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1, { canEdit: false }) } });
    renderDetail('/marketplace/1', seller);
    await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Listing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Listing' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Listing status')).not.toBeInTheDocument();
  });

  it('changes the status in place (PUT /status) and shows the new badge', async () => {
    const { calls } = stubFetch({
      'GET /api/marketplace/1': { body: makeItem(1, { canEdit: true }) },
      'PUT /api/marketplace/1/status': ({ body }) => ({
        body: makeItem(1, { canEdit: true, status: (body as { status: 'sold' }).status }),
      }),
    });
    const { user } = renderDetail('/marketplace/1', seller);
    await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    await user.selectOptions(screen.getByLabelText('Listing status'), 'sold');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.getByText('Your listing is now marked as sold.')).toBeInTheDocument();
    expect(calls('PUT /api/marketplace/1/status').map((r) => r.body)).toEqual([{ status: 'sold' }]);
    expect(within(screen.getByText('$45.00')).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByLabelText('Listing status')).toHaveValue('sold');
  });
});

describe('deleting a listing', () => {
  it("asks 'Are you sure?', says 'Deleting...', then 'Item deleted' and opens the marketplace", async () => {
    const answer = deferred();
    const { calls } = stubFetch({
      'GET /api/marketplace/1': { body: makeItem(1, { canEdit: true }) },
      'DELETE /api/marketplace/1': () => answer.promise,
    });
    const { user } = renderDetail('/marketplace/1', seller);
    await user.click(await screen.findByRole('button', { name: 'Delete Listing' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription(
      'This will permanently delete your listing from the marketplace. This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(() => answer.resolve({ body: { ok: true } }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(screen.getByText('Your item has been removed from the marketplace')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation().path).toBe('/marketplace'));
    expect(calls('DELETE /api/marketplace/1')).toHaveLength(1);
    // The deleted item is not asked for again.
    expect(calls('GET /api/marketplace/1')).toHaveLength(1);
  });

  it('keeps the item when the confirmation is cancelled (button or Escape)', async () => {
    const { calls } = stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1, { canEdit: true }) } });
    const { user } = renderDetail('/marketplace/1', seller);
    const open = await screen.findByRole('button', { name: 'Delete Listing' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('DELETE /api/marketplace/1')).toHaveLength(0);
  });

  it("says 'Error' / 'Failed to delete the item' when the delete fails, and keeps the page", async () => {
    stubFetch({
      'GET /api/marketplace/1': { body: makeItem(1, { canEdit: true }) },
      'DELETE /api/marketplace/1': { status: 500, body: 'Internal Server Error' },
    });
    const { user } = renderDetail('/marketplace/1', seller);
    await user.click(await screen.findByRole('button', { name: 'Delete Listing' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to delete the item');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentLocation().path).toBe('/marketplace/1');
  });
});

describe('Contact Seller', () => {
  it("tells a visitor 'Please log in' and takes them to sign-in, which brings them back", async () => {
    const { calls } = stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1) } });
    const { user } = renderDetail('/marketplace/1', null);
    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please log in');
    expect(alert).toHaveTextContent('You need to be logged in to contact sellers');
    expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/marketplace/1' } });
    expect(calls('POST /api/conversations')).toHaveLength(0);
  });

  it("refuses an empty message with 'Empty message' and sends nothing", async () => {
    const { calls } = stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1) } });
    const { user } = renderDetail('/marketplace/1', buyer);
    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Seller' });
    expect(dialog).toHaveAccessibleDescription('Send Maya Chen a message about “Item 1”.');
    expect(within(dialog).getByLabelText('Your message')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Your message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Empty message');
    expect(alert).toHaveTextContent('Please write a message to the seller');
    expect(calls('POST /api/conversations')).toHaveLength(0);
  });

  it("sends the text to the seller about the item, then shows 'Message sent' and the conversation", async () => {
    const answer = deferred();
    const { calls } = stubFetch({
      'GET /api/marketplace/1': { body: makeItem(1, { title: 'Desk lamp' }) },
      'POST /api/conversations': () => answer.promise,
    });
    const { user } = renderDetail('/marketplace/1', buyer);
    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Seller' });
    await user.type(within(dialog).getByLabelText('Your message'), '  Is it still available?  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(calls('POST /api/conversations').map((r) => r.body)).toEqual([
      { userId: 2, message: 'About “Desk lamp”: Is it still available?' },
    ]);
    act(() => answer.resolve({ status: 201, body: conversationWith(77) }));

    const sent = await screen.findByRole('dialog', { name: 'Message sent' });
    const open = within(sent).getByRole('link', { name: 'Open conversation' });
    expect(open).toHaveAttribute('href', '/messages/77');
    await waitFor(() => expect(open).toHaveFocus());
    await user.click(within(sent).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toHaveFocus();
  });

  it("says 'Error' with the server's message when the send fails, keeping the text", async () => {
    stubFetch({
      'GET /api/marketplace/1': { body: makeItem(1) },
      'POST /api/conversations': {
        status: 429,
        body: { message: 'You are sending messages too quickly. Please wait a moment and try again.' },
      },
    });
    const { user } = renderDetail('/marketplace/1', buyer);
    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Seller' });
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('You are sending messages too quickly.');
    expect(within(dialog).getByLabelText('Your message')).toHaveValue('Hello');
  });

  it('closes with Escape or Cancel without sending', async () => {
    const { calls } = stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1) } });
    const { user } = renderDetail('/marketplace/1', buyer);
    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact Seller' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /api/conversations')).toHaveLength(0);
  });
});

describe('Buy with secure escrow', () => {
  const buyLink = () => screen.queryByRole('link', { name: BUY_TEXT.button });

  it('offers a signed-in student an available item through the checkout, above Contact Seller', async () => {
    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1) } });
    const { user } = renderDetail('/marketplace/1', buyer);
    await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    const link = screen.getByRole('link', { name: BUY_TEXT.button });
    expect(link).toHaveAttribute('href', '/checkout/item/1');
    expect(screen.getByText(BUY_TEXT.note)).toBeInTheDocument();
    const contact = screen.getByRole('button', { name: 'Contact Seller' });
    expect(Boolean(link.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    await user.click(link);
    expect(currentLocation().path).toBe('/checkout/item/1');
  });

  it('is not offered to a visitor (Contact Seller asks them to log in) nor to the seller', async () => {
    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1) } });
    const visitor = renderDetail('/marketplace/1', null);
    await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    expect(buyLink()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeInTheDocument();
    visitor.unmount();

    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1, { canEdit: true }) } });
    renderDetail('/marketplace/1', seller);
    await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    expect(buyLink()).not.toBeInTheDocument();
  });

  it('says a pending item is reserved, and offers no purchase', async () => {
    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1, { status: 'pending' }) } });
    renderDetail('/marketplace/1', buyer);
    const reserved = (await screen.findByText(BUY_TEXT.reserved)).closest('[role="status"]');
    expect(reserved).not.toBeNull();
    expect(within(reserved as HTMLElement).getByText(BUY_TEXT.reservedTitle)).toBeInTheDocument();
    expect(buyLink()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeInTheDocument();
  });

  it('offers nothing more than its badge for a sold item', async () => {
    stubFetch({ 'GET /api/marketplace/1': { body: makeItem(1, { status: 'sold' }) } });
    renderDetail('/marketplace/1', buyer);
    await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    expect(within(screen.getByText('$45.00')).getByText('Sold')).toBeInTheDocument();
    expect(buyLink()).not.toBeInTheDocument();
    expect(screen.queryByText(BUY_TEXT.reservedTitle)).not.toBeInTheDocument();
  });
});

describe("the seller's status while an order holds the item", () => {
  it("says why the server refused the change (409) and keeps the item's status", async () => {
    const held = 'This item is reserved by an order in progress.';
    stubFetch({
      'GET /api/marketplace/1': { body: makeItem(1, { canEdit: true, status: 'pending' }) },
      'PUT /api/marketplace/1/status': { status: 409, body: { message: held } },
    });
    const { user } = renderDetail('/marketplace/1', seller);
    await screen.findByRole('heading', { level: 1, name: 'Item 1' });
    await user.selectOptions(screen.getByLabelText('Listing status'), 'available');
    expect(await screen.findByText(held)).toBeInTheDocument();
    expect(screen.getByLabelText('Listing status')).toHaveValue('pending');
  });
});
