import { act } from '@testing-library/react';

/**
 * The network boundary of uploads: `XMLHttpRequest` (@campus/ui's `uploadImage` uses it for its
 * progress events) replaced by requests the test answers by hand, one step at a time.
 */
export interface FakeUploadRequest {
  method: string;
  url: string;
  withCredentials: boolean;
  /** The multipart body as sent. */
  body: FormData | null;
  /** The file sent in the multipart field `image`. */
  file: File | null;
  /** Reports `fraction` of the file sent. */
  progress(fraction: number): void;
  /** Answers with a status and a JSON body. */
  respond(reply: { status?: number; body?: unknown }): void;
  /** The connection fails (no reply at all). */
  fail(): void;
  aborted: boolean;
}

type Listener = ((event: unknown) => void) | null;

export interface FakeUploads {
  requests: FakeUploadRequest[];
  /** The latest request (throws when there is none). */
  latest(): FakeUploadRequest;
  restore(): void;
}

const TOTAL = 1000;

export function fakeUploads(): FakeUploads {
  const requests: FakeUploadRequest[] = [];
  const original = globalThis.XMLHttpRequest;

  class FakeXMLHttpRequest {
    upload: { onprogress: Listener } = { onprogress: null };
    onload: Listener = null;
    onerror: Listener = null;
    onabort: Listener = null;
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private method = '';
    private url = '';
    private request: FakeUploadRequest | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    send(body: FormData | null) {
      const file = body?.get('image');
      const request: FakeUploadRequest = {
        method: this.method,
        url: this.url,
        withCredentials: this.withCredentials,
        body,
        file: file instanceof File ? file : null,
        aborted: false,
        progress: (fraction) => {
          act(() => {
            this.upload.onprogress?.({
              lengthComputable: true,
              loaded: Math.round(fraction * TOTAL),
              total: TOTAL,
            });
          });
        },
        respond: ({ status = 200, body: replyBody }) => {
          this.status = status;
          this.statusText = String(status);
          this.responseText = replyBody === undefined ? '' : JSON.stringify(replyBody);
          act(() => {
            this.onload?.({});
          });
        },
        fail: () => {
          act(() => {
            this.onerror?.({});
          });
        },
      };
      requests.push(request);
      this.request = request;
    }

    abort() {
      if (this.request) this.request.aborted = true;
      this.onabort?.({});
    }
  }

  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    requests,
    latest() {
      const last = requests.at(-1);
      if (!last) throw new Error('no upload was sent');
      return last;
    },
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}

/** The key of an upload (64 hex digits) made of one repeated byte: `uploadKey('a1')`. */
export const uploadKey = (byte: string) => byte.repeat(32);

/** A POST /api/upload reply for an upload stored under `key` (64 hex digits). */
export function uploadReplyFor(key = uploadKey('ab')) {
  return {
    file: {
      url: `/uploads/${key}.webp`,
      thumbnailUrl: `/uploads/${key}-thumb.webp`,
      width: 1200,
      height: 800,
    },
  };
}

/** A small PNG-typed file (the bytes are not looked at in the browser). */
export function pngFile(name = 'photo.png', size?: number): File {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
