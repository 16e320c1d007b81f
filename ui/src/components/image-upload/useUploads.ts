import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  checkFile,
  isAbort,
  uploadFailure,
  type UploadedImage,
  type UploadImage,
  type UploadRefusal,
} from './upload-checks';

/** A file picked or dropped, waiting or being sent. */
export interface PendingUpload {
  key: number;
  file: File;
  /** 0 to 100. */
  percent: number;
  /** Being sent (the others wait their turn). */
  started: boolean;
}

export interface UploadsOptions {
  upload: UploadImage;
  /** A file was stored. */
  onUploaded(image: UploadedImage, file: File): void;
  /** A file was refused before sending (not an image, too large) or the upload failed. */
  onRefused(refusal: UploadRefusal): void;
  /** Told when uploads start and when the last one ends (a form waits for them before it submits). */
  onBusyChange?(busy: boolean): void;
}

export interface Uploads {
  /** The files waiting or being sent, in order. */
  pending: readonly PendingUpload[];
  /** How many files are waiting or being sent right now (before the next render shows them). */
  queued(): number;
  /**
   * Checks each file (refusing what is not an image or too large) and sends the rest, one at a time,
   * at most `room` of them; says how many good files did not fit.
   */
  send(files: readonly File[], room?: number): { left: number };
}

/**
 * The sending of image uploads, shared by the single image and the photo list: one upload at a time,
 * each one's progress, the spec's refusals before anything is sent and after a failed upload.
 * Leaving the page cancels the upload in flight and drops the waiting ones.
 */
export function useUploads(options: UploadsOptions): Uploads {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const queue = useRef<PendingUpload[]>([]);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const nextKey = useRef(0);
  // The latest callbacks, so a loop started earlier reports to the current form.
  const callbacks = useRef(options);
  useLayoutEffect(() => {
    callbacks.current = options;
  });

  useEffect(
    () => () => {
      queue.current = [];
      controller.current?.abort();
    },
    [],
  );

  const show = () => setPending([...queue.current]);

  const run = async () => {
    if (running.current) return;
    running.current = true;
    callbacks.current.onBusyChange?.(true);
    while (queue.current.length > 0) {
      const entry = queue.current[0] as PendingUpload;
      entry.started = true;
      show();
      const abort = new AbortController();
      controller.current = abort;
      try {
        const image = await callbacks.current.upload(
          entry.file,
          (fraction) => {
            entry.percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
            show();
          },
          abort.signal,
        );
        if (abort.signal.aborted) return;
        callbacks.current.onUploaded(image, entry.file);
      } catch (error) {
        if (abort.signal.aborted || isAbort(error)) return;
        callbacks.current.onRefused(uploadFailure(error));
      } finally {
        if (controller.current === abort) controller.current = null;
      }
      queue.current = queue.current.filter((e) => e !== entry);
      show();
    }
    running.current = false;
    callbacks.current.onBusyChange?.(false);
  };

  const send = (files: readonly File[], room = Infinity) => {
    const accepted = files.filter((file) => {
      const refusal = checkFile(file);
      if (refusal) callbacks.current.onRefused(refusal);
      return !refusal;
    });
    const taken = accepted.slice(0, Math.max(0, room));
    if (taken.length > 0) {
      queue.current = [
        ...queue.current,
        ...taken.map((file) => ({ key: nextKey.current++, file, percent: 0, started: false })),
      ];
      show();
      void run();
    }
    return { left: accepted.length - taken.length };
  };

  return { pending, queued: () => queue.current.length, send };
}
