import type { DbOrTx } from '../db/types';
import { invalid } from '../domain-errors';
import { ownedUploadKey } from '../uploads';

export const IMAGES_NOT_YOURS = 'Each photo must be an image you uploaded. Please upload it again.';

/**
 * The photos an item may show: none (null), or display URLs of uploads its seller made
 * (`POST /api/upload`); anything else (another student's upload, a thumbnail, a pasted address) is a
 * 400 on `images`. The contract has already dropped blanks and repeats and capped the count. Call it
 * in the write's transaction: `ownedUploadKey` locks each upload row so the sweep cannot delete it
 * before the item references it.
 */
export async function checkItemImages(
  db: DbOrTx,
  sellerId: number,
  images: string[] | null,
): Promise<string[] | null> {
  if (!images || images.length === 0) return null;
  for (const url of images) {
    if ((await ownedUploadKey(db, sellerId, url)) === null) {
      throw invalid(IMAGES_NOT_YOURS, [{ path: 'images', message: IMAGES_NOT_YOURS }]);
    }
  }
  return images;
}
