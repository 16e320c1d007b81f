import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type UploadStorage } from './storage';

/** The upload store UPLOAD_STORAGE names: the bucket of the S3 settings, or the folder UPLOAD_DIR. */
export function createUploadStorage(
  config: Pick<Config, 'uploadStorage' | 's3' | 'uploadDir'>,
): UploadStorage {
  if (config.uploadStorage === 's3') {
    if (!config.s3) throw new Error('UPLOAD_STORAGE=s3 without its S3 settings (loadConfig checks them)');
    return createS3Storage(config.s3);
  }
  return createDiskStorage(config.uploadDir);
}
