import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { UploadS3Config } from '../config';
import { DomainError } from '../domain-errors';
import { checked, type UploadStorage } from './storage';
import { UPLOAD_CACHE_CONTROL, UPLOAD_FILE_NAME } from './urls';

export interface S3StorageOptions extends UploadS3Config {
  /** Keys per ListObjectsV2 page (S3's maximum and default is 1000; the tests page by a few). */
  listPageSize?: number;
}

/** What a store answers for a key it does not have (GetObject: NoSuchKey; HeadObject: a bare 404). */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

export const STORE_UNAVAILABLE = 'The photo store is not answering right now. Please try again in a moment.';

/**
 * A store that cannot be reached (no answer: refused, reset, timed out) or that failed on its side (5xx)
 * may answer in a moment: 503 with Retry-After rather than an unexplained 500. A refusal (403, a
 * missing bucket) is a setting to fix and stays an error.
 */
function storeFailure(err: unknown): unknown {
  const answered = err instanceof S3ServiceException;
  if (answered && err.$fault !== 'server') return err;
  const failure = new DomainError('unavailable', STORE_UNAVAILABLE, { retryAfterSeconds: 5 });
  failure.cause = err;
  return failure;
}

/** The stored images are WebP; the header matters when browsers load them from the bucket's public URL. */
const contentTypeOf = (name: string) => (name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');

/** A client for the bucket's store, as the product talks to it (also the tests' way past the product). */
export function createS3Client(options: UploadS3Config): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Unset: the SDK's own chain (AWS_* variables, the instance's or task's role).
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The SDK's default sends CRC32 trailers in aws-chunked bodies, which many S3-compatible stores
    // refuse; checksums only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request (and the upload), rather than holding it forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/**
 * Uploads in a bucket of any S3-compatible store (AWS S3, MinIO, Ceph, R2, ...): `<prefix><name>`.
 * A PUT is atomic (a reader sees the old object or the whole new one), so no temp files. Every instance
 * on the same bucket sees every upload, which the local disk cannot give.
 */
export function createS3Storage(options: S3StorageOptions): UploadStorage {
  const { bucket, keyPrefix, listPageSize = 1000 } = options;
  const client = createS3Client(options);
  const keyOf = (name: string) => `${keyPrefix}${checked(name)}`;
  const send: S3Client['send'] = (command: Parameters<S3Client['send']>[0]) =>
    client.send(command).catch((err: unknown) => {
      throw storeFailure(err);
    });

  return {
    async put(name, data) {
      await send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          Body: data,
          ContentType: contentTypeOf(name),
          // for a browser loading it from the bucket's public URL: hashed names never change
          CacheControl: UPLOAD_FILE_NAME.test(name) ? UPLOAD_CACHE_CONTROL : undefined,
        }),
      );
    },
    async delete(name) {
      // S3 answers 204 whether or not the key existed
      await send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
    async exists(name) {
      try {
        await send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: keyPrefix,
            MaxKeys: listPageSize,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(keyPrefix.length);
          // a "folder" below the prefix is not one of ours (names are flat)
          if (!name || name.includes('/') || !object.LastModified) continue;
          yield { name, modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async open(name) {
      try {
        const object = await send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        const { Body: body, ContentLength: size, LastModified: modifiedAt = new Date(0) } = object;
        if (!(body instanceof Readable) || size === undefined) {
          if (body instanceof Readable) body.destroy();
          throw new Error(`the store answered GetObject ${keyOf(name)} without a stream or its length`);
        }
        const etag = object.ETag ?? `W/"${size.toString(16)}-${modifiedAt.getTime().toString(16)}"`;
        return { body, size, modifiedAt, etag };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
  };
}
