import { api as endpoints, ApiError, uploadReply, type UploadReply } from '@campus/contracts';

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

/**
 * POST /api/upload (multipart field `image`) with upload progress, which `fetch` cannot report: so this
 * one call goes through XMLHttpRequest instead of the runtime's API client, and behaves like it: the
 * session cookie is sent, a non-OK reply rejects with contracts' ApiError ('{status}: {text}' and the
 * server's message: 413 too large, 415 not an image), an OK reply is parsed with contracts'
 * uploadReply. `onProgress` gets the share of the file sent (0 to 1); the server then re-encodes it.
 */
export function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open(endpoints.upload.method, endpoints.upload.path);
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
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', abort);
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
