import type { DbOrTx } from '../db/types';
import { invalid } from '../domain-errors';
import { ownedUploadKey } from '../uploads';

export const IMAGE_NOT_YOURS = 'The gig image must be an image you uploaded. Please upload it again.';

/**
 * The image a gig may show: none (null, or a blank URL), or the display URL of an upload its provider
 * made (`POST /api/upload`); anything else is a 400 on `imageUrl`. Call it in the write's transaction:
 * `ownedUploadKey` locks the upload row so the sweep cannot delete it before the gig references it.
 */
export async function checkGigImage(
  db: DbOrTx,
  providerId: number,
  imageUrl: string | null | undefined,
): Promise<string | null> {
  if (!imageUrl) return null;
  if ((await ownedUploadKey(db, providerId, imageUrl)) === null) {
    throw invalid(IMAGE_NOT_YOURS, [{ path: 'imageUrl', message: IMAGE_NOT_YOURS }]);
  }
  return imageUrl;
}
