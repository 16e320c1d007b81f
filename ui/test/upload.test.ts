import { ApiError, LIMITS } from '@campus/contracts';
import {
  checkFile,
  IMAGE_UPLOAD_TEXT,
  isAbort,
  uploadFailure,
} from '../src/components/image-upload/upload-checks';
import { uploadImage } from '../src/upload-image';

/** A stand-in for the browser's XMLHttpRequest: the test plays the server's part. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  sent: FormData | undefined;
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
};
const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.last = undefined;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const photo = () => new File(['png bytes'], 'photo.png', { type: 'image/png' });
const STORED = { url: '/uploads/a.webp', thumbnailUrl: '/uploads/a-thumb.webp', width: 1200, height: 800 };

describe('uploadImage (POST /api/upload with progress)', () => {
  it('sends the file as the multipart field `image` with the session cookie, reports progress, resolves with the stored image', async () => {
    const progress: number[] = [];
    const done = uploadImage(photo(), (f) => progress.push(f));
    const request = xhr();
    expect({ method: request.method, url: request.url, credentials: request.withCredentials }).toEqual({
      method: 'POST',
      url: '/api/upload',
      credentials: true,
    });
    expect((request.sent?.get('image') as File).name).toBe('photo.png');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    request.answer(201, JSON.stringify({ file: STORED }));
    await expect(done).resolves.toEqual(STORED);
    expect(progress).toEqual([0.25, 1]);
  });

  it('a refusal rejects with ApiError: the status and the server’s message', async () => {
    const done = uploadImage(photo());
    xhr().answer(413, JSON.stringify({ message: 'File size exceeds 5MB limit' }), 'Payload Too Large');
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      serverMessage: 'File size exceeds 5MB limit',
      message: '413: {"message":"File size exceeds 5MB limit"}',
    });
  });

  it('a refusal without a JSON body keeps the status text and has no server message', async () => {
    const done = uploadImage(photo());
    xhr().answer(502, '', 'Bad Gateway');
    await expect(done).rejects.toMatchObject({
      status: 502,
      message: '502: Bad Gateway',
      serverMessage: undefined,
    });
  });

  it('an OK reply that is not an upload reply is an error, not an image', async () => {
    const done = uploadImage(photo());
    xhr().answer(200, JSON.stringify({ file: { url: 7 } }));
    await expect(done).rejects.toBeInstanceOf(Error);
  });

  it('a network failure rejects with "Failed to upload file"', async () => {
    const done = uploadImage(photo());
    xhr().onerror?.();
    await expect(done).rejects.toThrow(IMAGE_UPLOAD_TEXT.failed);
  });

  it('aborting the signal cancels the request with an AbortError; an aborted signal sends nothing', async () => {
    const controller = new AbortController();
    const done = uploadImage(photo(), undefined, controller.signal);
    controller.abort();
    const error = await done.catch((e: unknown) => e);
    expect(xhr().aborted).toBe(true);
    expect(isAbort(error)).toBe(true);

    FakeXhr.last = undefined;
    const again = uploadImage(photo(), undefined, controller.signal);
    expect(isAbort(await again.catch((e: unknown) => e))).toBe(true);
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('what an upload failure says', () => {
  it('413 and 415 as the spec’s own checks, with their toasts', () => {
    expect(uploadFailure(new ApiError(413, 'x'))).toEqual({
      text: 'File size exceeds 5MB limit',
      toast: {
        title: 'File too large',
        description: 'Please select an image under 5MB',
        variant: 'destructive',
      },
    });
    expect(uploadFailure(new ApiError(415, 'x'))).toEqual({
      text: 'Please select an image file',
      toast: {
        title: 'Invalid file type',
        description: 'Please select an image file (JPEG, PNG, etc.)',
        variant: 'destructive',
      },
    });
  });

  it('another refusal shows the server’s message, anything else the generic one', () => {
    expect(uploadFailure(new ApiError(422, 'x', 'The image is too large in pixels'))).toEqual({
      text: 'The image is too large in pixels',
      toast: {
        title: 'Upload failed',
        description: 'The image is too large in pixels',
        variant: 'destructive',
      },
    });
    expect(uploadFailure(new ApiError(500, 'x')).text).toBe('Failed to upload file');
    expect(uploadFailure(new Error('socket hang up')).text).toBe('Failed to upload file');
  });

  it('refuses before sending: not an image, or more than 5 MB (exactly 5 MB is sent)', () => {
    const sized = (bytes: number, type = 'image/jpeg') => {
      const file = new File(['x'], 'f', { type });
      Object.defineProperty(file, 'size', { value: bytes });
      return file;
    };
    expect(LIMITS.imageMaxBytes).toBe(5 * 1024 * 1024);
    expect(checkFile(sized(LIMITS.imageMaxBytes))).toBeNull();
    expect(checkFile(sized(LIMITS.imageMaxBytes + 1))?.text).toBe('File size exceeds 5MB limit');
    expect(checkFile(sized(10, 'application/pdf'))?.text).toBe('Please select an image file');
  });
});
