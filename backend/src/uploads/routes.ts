import { api } from '@campus/contracts';
import { outOfSpace } from '../domain-errors';
import type { RegisterRoutes } from '../http/route';
import { type UploadService, uploadKey } from './service';
import { onUploadFailure, readImageUpload, uploadedImage } from './reader';
import { DISPLAY_SIZE, displayUrl, thumbnailFileName, UPLOADS_PATH } from './urls';

export const OUT_OF_SPACE = 'The server has no room for uploads right now. Please try again later.';

/** The disk (ENOSPC) or the account's quota (EDQUOT) is full: a 507, not an unexplained 500. */
const isOutOfSpace = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  (err.code === 'ENOSPC' || err.code === 'EDQUOT');

/**
 * POST /api/upload (multipart field `image`): signed-in students only, checked before the body is
 * read. The reader streams, sniffs and re-encodes the image; the route records it in its transaction
 * and writes the files. An upload nobody references is swept after UPLOAD_GRACE_MS (uploads/jobs.ts).
 */
export const uploadRoutes: RegisterRoutes<{ uploads: UploadService }> = (router, { uploads }) => {
  router.route(
    api.upload,
    { access: 'signedIn', write: true, readBody: readImageUpload() },
    async ({ ctx, actor, tx }) => {
      const image = uploadedImage(ctx);
      const key = uploadKey(actor.userId, image.display);
      // Whatever fails from here on, the transaction's commit included, leaves no row and no files.
      onUploadFailure(ctx, () => uploads.discardUnsaved(key));
      await uploads.save(tx, { key, ownerId: actor.userId, image }).catch((err: unknown) => {
        throw isOutOfSpace(err) ? outOfSpace(OUT_OF_SPACE) : err;
      });
      return {
        file: {
          url: displayUrl(key),
          thumbnailUrl: `${UPLOADS_PATH}/${thumbnailFileName(key)}`,
          width: DISPLAY_SIZE.width,
          height: DISPLAY_SIZE.height,
        },
      };
    },
  );
};
