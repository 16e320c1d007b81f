import { isApiError, LIMITS } from '@campus/contracts';

/** The spec's texts for the upload controls (sections 5 and 8). */
export const IMAGE_UPLOAD_TEXT = {
  notAnImage: 'Please select an image file',
  notAnImageToast: {
    title: 'Invalid file type',
    description: 'Please select an image file (JPEG, PNG, etc.)',
  },
  tooLarge: 'File size exceeds 5MB limit',
  tooLargeToast: { title: 'File too large', description: 'Please select an image under 5MB' },
  failed: 'Failed to upload file',
  failedToastTitle: 'Upload failed',
  uploaded: 'Upload successful',
} as const;

/** What an upload gives back: the display URL the form keeps (POST /api/upload's `file.url`). */
export interface UploadedImage {
  url: string;
}

/**
 * Sends one file, reporting the share of it sent so far (0 to 1), and resolves with the stored image.
 * Rejects with the API's error (`isApiError`: 413 and 415 get the spec's size and type messages).
 */
export type UploadImage = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<UploadedImage>;

/** A toast to show (the runtime's `toast` takes it as it is). */
export interface ImageUploadNotice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Why an upload did not give an image: the inline text and the toast that go with it. */
export interface UploadRefusal {
  text: string;
  toast: ImageUploadNotice;
}

const refusal = (reason: 'notAnImage' | 'tooLarge'): UploadRefusal =>
  reason === 'notAnImage'
    ? {
        text: IMAGE_UPLOAD_TEXT.notAnImage,
        toast: { ...IMAGE_UPLOAD_TEXT.notAnImageToast, variant: 'destructive' },
      }
    : {
        text: IMAGE_UPLOAD_TEXT.tooLarge,
        toast: { ...IMAGE_UPLOAD_TEXT.tooLargeToast, variant: 'destructive' },
      };

/** The spec's refusal of a file before it is sent (not an image, or over 5 MB), or null to send it. */
export function checkFile(file: File): UploadRefusal | null {
  if (!file.type.startsWith('image/')) return refusal('notAnImage');
  if (file.size > LIMITS.imageMaxBytes) return refusal('tooLarge');
  return null;
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** What a failed upload says: the server's 413 and 415 as the spec's checks, else its message. */
export function uploadFailure(error: unknown): UploadRefusal {
  if (isApiError(error) && error.status === 413) return refusal('tooLarge');
  if (isApiError(error) && error.status === 415) return refusal('notAnImage');
  const text = (isApiError(error) && error.serverMessage) || IMAGE_UPLOAD_TEXT.failed;
  return {
    text,
    toast: { title: IMAGE_UPLOAD_TEXT.failedToastTitle, description: text, variant: 'destructive' },
  };
}
