import { screen, waitFor, within } from '@testing-library/react';
import { makeTestUser } from '@campus/shell/testing';
import {
  fakeUploads,
  pngFile,
  uploadReplyFor,
  type FakeUploads,
  restoreNetwork,
  serveApi,
} from '@campus/testkit';
import { renderCreate } from './support/render';

// The Gig Image control (@campus/ui's ImageUpload with mf-gigs' XMLHttpRequest upload) as the create
// form shows it: the XMLHttpRequest is the boundary, answered step by step.

let uploads: FakeUploads;
beforeEach(() => {
  uploads = fakeUploads();
  serveApi({});
});
afterEach(() => {
  restoreNetwork();
  uploads.restore();
});

const KEY = 'ef'.repeat(32);
const picker = () => screen.getByLabelText(/Gig Image/);
const form = () => within(screen.getByRole('form', { name: 'Create a New Gig' }));
const submitButton = () => screen.getByRole('button', { name: /Create Gig|Creating Gig/ });

function render() {
  return renderCreate(makeTestUser({ id: 3 }));
}

async function expectToast(title: string, description?: string) {
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent(title);
  if (description) expect(toast).toHaveTextContent(description);
}

describe('Gig image upload', () => {
  it('refuses a file that is not an image before sending it', async () => {
    const { user } = render();
    await user.upload(picker(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(form().getByText('Please select an image file')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    await expectToast('Invalid file type', 'Please select an image file (JPEG, PNG, etc.)');
    expect(uploads.requests).toEqual([]);
  });

  it('refuses an image over 5 MB before sending it', async () => {
    const { user } = render();
    await user.upload(picker(), pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(form().getByText('File size exceeds 5MB limit')).toBeInTheDocument();
    await expectToast('File too large', 'Please select an image under 5MB');
    expect(uploads.requests).toEqual([]);
  });

  it('takes an image of exactly 5 MB', async () => {
    const { user } = render();
    await user.upload(picker(), pngFile('limit.png', 5 * 1024 * 1024));
    expect(uploads.requests).toHaveLength(1);
  });

  it('sends the file as multipart field image with the session cookie and shows the progress', async () => {
    const { user } = render();
    const file = pngFile('guitar.png');
    await user.upload(picker(), file);
    const request = uploads.latest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload');
    expect(request.withCredentials).toBe(true);
    expect(request.body?.get('image')).toBe(file);

    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('guitar.png')).toBeInTheDocument();
    // The form waits for the image.
    expect(submitButton()).toBeDisabled();
    request.progress(0.42);
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading... 42%')).toBeInTheDocument();
    request.progress(1);
    expect(screen.getByText('Uploading... 100%')).toBeInTheDocument();
  });

  it('shows the preview after a successful upload; Remove clears it and yields an empty URL', async () => {
    const network = serveApi({ 'POST /api/gigs': { status: 201, body: { id: 9 } } });
    const { user } = render();
    await user.upload(picker(), pngFile());
    uploads.latest().respond({ body: uploadReplyFor(KEY) });

    const preview = await screen.findByRole('img', { name: 'Preview of the uploaded image' });
    expect(preview).toHaveAttribute('src', `/uploads/${KEY}-thumb.webp`);
    expect(preview).toHaveAttribute('width', '480');
    expect(preview).toHaveAttribute('height', '320');
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Preview of the uploaded image' })).not.toBeInTheDocument();
    await waitFor(() => expect(picker()).toHaveFocus());

    // The gig is then sent without an image.
    await user.type(screen.getByLabelText('Gig Title'), 'Guitar lessons');
    await user.type(screen.getByLabelText('Description'), 'Chords.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Music Lessons');
    await user.type(screen.getByLabelText('Hourly Rate'), '20');
    await user.click(submitButton());
    await waitFor(() => expect(network.to('POST', '/api/gigs')).toHaveLength(1));
    expect(network.to('POST', '/api/gigs')[0]?.body).toMatchObject({ imageUrl: null });
  });

  it.each([
    [413, 'File size exceeds 5MB limit', 'File too large', 'Please select an image under 5MB'],
    [
      415,
      'Please select an image file',
      'Invalid file type',
      'Please select an image file (JPEG, PNG, etc.)',
    ],
  ])('gives a %s from the server the same messages', async (status, inline, title, description) => {
    const { user } = render();
    await user.upload(picker(), pngFile());
    uploads.latest().respond({ status, body: { message: inline } });
    expect(await form().findByText(inline)).toBeInTheDocument();
    await expectToast(title, description);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows another server error's text inline and as 'Upload failed', and a new file can be tried", async () => {
    const { user } = render();
    await user.upload(picker(), pngFile());
    uploads.latest().respond({ status: 422, body: { message: 'Image dimensions are too large' } });
    expect(await form().findByText('Image dimensions are too large')).toBeInTheDocument();
    await expectToast('Upload failed', 'Image dimensions are too large');

    await user.upload(picker(), pngFile('second.png'));
    expect(uploads.requests).toHaveLength(2);
    uploads.latest().respond({ body: uploadReplyFor(KEY) });
    expect(await screen.findByRole('img', { name: 'Preview of the uploaded image' })).toBeInTheDocument();
    expect(form().queryByText('Image dimensions are too large')).not.toBeInTheDocument();
  });

  it("says 'Failed to upload file' when the connection fails", async () => {
    const { user } = render();
    await user.upload(picker(), pngFile());
    uploads.latest().fail();
    expect(await form().findByText('Failed to upload file')).toBeInTheDocument();
    await expectToast('Upload failed', 'Failed to upload file');
  });

  it("says 'Failed to upload file' when the reply is not an upload", async () => {
    const { user } = render();
    await user.upload(picker(), pngFile());
    uploads.latest().respond({ body: { file: { url: '/uploads/x.webp' } } });
    expect(await form().findByText('Failed to upload file')).toBeInTheDocument();
    expect(form().queryByRole('img', { name: 'Preview of the uploaded image' })).not.toBeInTheDocument();
  });

  it('cancels an upload in flight when the page is left', async () => {
    const { user, unmount } = render();
    await user.upload(picker(), pngFile());
    unmount();
    expect(uploads.latest().aborted).toBe(true);
  });

  it('keeps the field usable with the keyboard: the picker is labelled and described', () => {
    render();
    const input = picker();
    expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP or GIF, up to 5MB');
    expect(within(input.closest('label') as HTMLElement).getByText('Click to upload')).toBeInTheDocument();
  });
});
