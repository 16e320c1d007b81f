import type { Context, Middleware } from 'koa';
import multer from 'multer';
import { invalid, tooLarge, unsupported } from '../domain-errors';
import { FILE_TOO_LARGE, NOT_AN_IMAGE, processImage, type ProcessedImage } from './image';
import { IMAGE_FIELD, MAX_UPLOAD_BYTES } from './urls';

/**
 * What a multipart body may carry around the file (boundaries, part headers, a few small fields): a
 * request whose Content-Length exceeds the file limit by more than this is refused unread.
 */
export const MULTIPART_ALLOWANCE = 64 * 1024;

type MulterArgs = Parameters<ReturnType<multer.Multer['single']>>;

/** What the reader leaves for the route: the re-encoded image, and the clean-up if the route fails. */
interface UploadState {
  image: ProcessedImage;
  /** Set by the route once it has written files; run by the reader when the request then fails. */
  onFailure?: () => Promise<void>;
}

const STATE = Symbol('upload');
type WithUpload = { [STATE]?: UploadState };

/** The image the reader read and re-encoded for this request. */
export function uploadedImage(ctx: Context): ProcessedImage {
  const state = (ctx.state as WithUpload)[STATE];
  if (!state) throw new Error('the upload route is mounted without its reader');
  return state.image;
}

/**
 * Registers what undoes the route's side effects outside the database (files written) when the
 * request fails after them, including a transaction that fails to commit.
 */
export function onUploadFailure(ctx: Context, undo: () => Promise<void>): void {
  const state = (ctx.state as WithUpload)[STATE];
  if (state) state.onFailure = undo;
}

function multerError(err: unknown): Error {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return tooLarge(FILE_TOO_LARGE);
    if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
      return invalid(`Send one image, in the form field '${IMAGE_FIELD}'`);
    return invalid('The upload form has too many or too large fields');
  }
  // busboy: a body that is not well-formed multipart (no boundary, cut short, ...).
  if (err instanceof Error) return invalid('The upload is not a well-formed multipart form');
  return invalid();
}

/**
 * The upload route's body reader (mounted after the access check, so a visitor's upload is refused
 * unread): the multipart field `image` into memory, refused with 413 as soon as it passes 5 MB while
 * streaming (or at once from Content-Length), then checked and re-encoded by `processImage` (415 for
 * what is not an image, 422 for too many pixels). The work happens here, before the route's
 * transaction opens, so no database connection waits for the image.
 */
export function readImageUpload(): Middleware {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 20 },
  }).single(IMAGE_FIELD);

  return async (ctx, next) => {
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE) throw tooLarge(FILE_TOO_LARGE);
    if (!ctx.is('multipart/form-data')) throw unsupported(NOT_AN_IMAGE);

    const req = ctx.req as unknown as MulterArgs[0] & { file?: Express.Multer.File };
    await new Promise<void>((resolve, reject) =>
      parse(req, ctx.res as unknown as MulterArgs[1], (err?: unknown) =>
        err ? reject(multerError(err)) : resolve(),
      ),
    );
    const file = req.file;
    if (!file) throw invalid(NOT_AN_IMAGE);
    const state: UploadState = { image: await processImage(file.buffer) };
    (ctx.state as WithUpload)[STATE] = state;

    try {
      await next();
    } catch (err) {
      await state.onFailure?.();
      throw err;
    }
  };
}
