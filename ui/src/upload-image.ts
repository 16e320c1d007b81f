import { api, ApiError, uploadReply, type UploadReply } from '@campus/contracts';

export type UploadedFile = UploadReply['file'];

/** The server's `{ message }` in an error reply, when it sent one. */
function serverMessage(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
      return parsed.message;
  } catch {
    /* not JSON */
  }
  return undefined;
}

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * POST /api/upload (multipart field `image`) with upload progress, which `fetch` cannot report: so this
 * one call goes through the browser's XMLHttpRequest instead of an API client, and behaves like one:
 * the session cookie is sent, a non-OK reply rejects with ApiError ('{status}: {text}' and the
 * server's message: 413 too large, 415 not an image), an OK reply is parsed with `uploadReply`.
 * `onProgress` gets the share of the file sent (0 to 1); the server then re-encodes it. Aborting
 * `signal` cancels the request (rejects with an AbortError DOMException). It fits the `upload` prop of
 * `ImageUpload` (both its modes); stateless, so it lives here rather than in each remote.
 */
export function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open(api.upload.method, api.upload.path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      done();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text || xhr.statusText, serverMessage(text)));
        return;
      }
      try {
        resolve(uploadReply.parse(JSON.parse(text)).file);
      } catch (error) {
        reject(error instanceof Error ? error : new Error('Failed to upload file'));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new Error('Failed to upload file'));
    };
    xhr.onabort = () => {
      done();
      reject(cancelled());
    };
    signal?.addEventListener('abort', abort);
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
