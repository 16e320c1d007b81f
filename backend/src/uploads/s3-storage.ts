import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { UploadS3Config } from '../config';
import { DomainError } from '../domain-errors';
import { onFirstUse } from '../first-use';
import { checked, type UploadStorage } from './storage';
import { UPLOAD_CACHE_CONTROL, UPLOAD_FILE_NAME } from './urls';

export interface S3StorageOptions extends UploadS3Config {
  /** Keys per ListObjectsV2 page (S3's maximum and default is 1000; the tests page by a few). */
  listPageSize?: number;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The AWS SDK loads when the store is first used, not at start: only UPLOAD_STORAGE=s3 needs it, and it
 * holds about 5 MB resident (bench/memory).
 */
const loadSdk = onFirstUse((): Promise<S3Sdk> => import('@aws-sdk/client-s3'));

/** What a store answers for a key it does not have (GetObject: NoSuchKey; HeadObject: a bare 404). */
const isMissing = ({ S3ServiceException }: S3Sdk, err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

export const STORE_UNAVAILABLE = 'The photo store is not answering right now. Please try again in a moment.';

/**
 * A store that cannot be reached (no answer: refused, reset, timed out) or that failed on its side (5xx)
 * may answer in a moment: 503 with Retry-After rather than an unexplained 500. A refusal (403, a
 * missing bucket) is a setting to fix and stays an error.
 */
function storeFailure({ S3ServiceException }: S3Sdk, err: unknown): unknown {
  const answered = err instanceof S3ServiceException;
  if (answered && err.$fault !== 'server') return err;
  const failure = new DomainError('unavailable', STORE_UNAVAILABLE, { retryAfterSeconds: 5 });
  failure.cause = err;
  return failure;
}

/** The stored images are WebP; the header matters when browsers load them from the bucket's public URL. */
const contentTypeOf = (name: string) => (name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');

/**
 * A client for the bucket's store, as the product talks to it (also the tests' way past the product),
 * from the SDK's S3Client class.
 */
export function createS3Client({ S3Client }: Pick<S3Sdk, 'S3Client'>, options: UploadS3Config): S3Client {
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
  const open = onFirstUse(() => loadSdk().then((sdk) => ({ sdk, client: createS3Client(sdk, options) })));
  const keyOf = (name: string) => `${keyPrefix}${checked(name)}`;
  /** Sends the command `make` builds with the SDK; a store that does not answer is a 503 (storeFailure). */
  const send = async <T>(make: (sdk: S3Sdk, client: S3Client) => Promise<T>): Promise<T> => {
    const { sdk, client } = await open();
    return make(sdk, client).catch((err: unknown) => {
      throw storeFailure(sdk, err);
    });
  };
  /** `make`'s answer, or null when the store has no such key. */
  const unlessMissing = async <T>(make: (sdk: S3Sdk, client: S3Client) => Promise<T>): Promise<T | null> => {
    const { sdk } = await open();
    return send(make).catch((err: unknown) => {
      if (isMissing(sdk, err)) return null;
      throw err;
    });
  };

  return {
    async put(name, data) {
      const Key = keyOf(name);
      await send((sdk, client) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: data,
            ContentType: contentTypeOf(name),
            // for a browser loading it from the bucket's public URL: hashed names never change
            CacheControl: UPLOAD_FILE_NAME.test(name) ? UPLOAD_CACHE_CONTROL : undefined,
          }),
        ),
      );
    },
    async delete(name) {
      const Key = keyOf(name);
      // S3 answers 204 whether or not the key existed
      await send((sdk, client) => client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key })));
    },
    async exists(name) {
      const Key = keyOf(name);
      const head = await unlessMissing((sdk, client) =>
        client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key })),
      );
      return head !== null;
    },
    async *list() {
      let token: string | undefined;
      do {
        const ContinuationToken = token;
        const page = await send((sdk, client) =>
          client.send(
            new sdk.ListObjectsV2Command({
              Bucket: bucket,
              Prefix: keyPrefix,
              MaxKeys: listPageSize,
              ContinuationToken,
            }),
          ),
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
      const Key = keyOf(name);
      const object = await unlessMissing((sdk, client) =>
        client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key })),
      );
      if (!object) return null;
      const { Body: body, ContentLength: size, LastModified: modifiedAt = new Date(0) } = object;
      if (!(body instanceof Readable) || size === undefined) {
        if (body instanceof Readable) body.destroy();
        throw new Error(`the store answered GetObject ${Key} without a stream or its length`);
      }
      const etag = object.ETag ?? `W/"${size.toString(16)}-${modifiedAt.getTime().toString(16)}"`;
      return { body, size, modifiedAt, etag };
    },
  };
}
