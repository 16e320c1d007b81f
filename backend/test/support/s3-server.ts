import { spawn } from 'node:child_process';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { UploadS3Config } from '../../src/config';
import { createS3Client } from '../../src/uploads/s3-storage';

/** s3rver's fixed credentials (it checks every request's signature against them). */
const ACCESS_KEY = 'S3RVER';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The settings of a store on this bucket (createS3Storage), under `keyPrefix`. */
  settings(keyPrefix?: string): UploadS3Config;
  /** The environment that makes an instance keep its uploads in this bucket (UPLOAD_STORAGE=s3, S3_*). */
  env(keyPrefix?: string): Record<string, string>;
  /** Straight to the bucket, past the product. */
  putObject(key: string, body: Buffer): Promise<void>;
  getObject(key: string): Promise<Buffer | null>;
  hasObject(key: string): Promise<boolean>;
  keys(prefix?: string): Promise<string[]>;
  /**
   * Makes the object look `hours` old (its LastModified), as the sweep tests age files on disk: s3rver
   * takes LastModified from the modification time of the file it keeps the object in.
   */
  age(key: string, hours: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in a process of its own: support/s3-server-child.mjs) on a free
 * port, its objects in a temp folder, with one empty bucket.
 */
export async function startS3Server(bucket = 'campus-uploads'): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'campus-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', join(__dirname, 's3-server-child.mjs'), directory, bucket],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const port = await new Promise<number>((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('\n')) return;
      const reply = JSON.parse(out.split('\n')[0] ?? '{}') as { port?: number; error?: string };
      if (reply.port) ok(reply.port);
      else fail(new Error(`s3rver did not start: ${reply.error}`));
    });
    void exited.then(() => fail(new Error('the s3rver process exited without a word')));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (keyPrefix = ''): UploadS3Config => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
    keyPrefix,
  });
  const client = createS3Client({ S3Client }, settings());
  const missing = (err: unknown) => err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;

  return {
    endpoint,
    bucket,
    settings,
    env: (keyPrefix = '') => ({
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...(keyPrefix ? { S3_KEY_PREFIX: keyPrefix } : {}),
    }),
    async putObject(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async getObject(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async hasObject(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async keys(prefix = '') {
      const reply = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (reply.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
    },
    async age(key, hours) {
      const parts = key.split('/');
      const file = join(directory, bucket, ...parts.slice(0, -1), `${parts.at(-1)}._S3rver_object`);
      const then = new Date(Date.now() - hours * 3_600_000);
      await utimes(file, then, then);
    },
    async close() {
      client.destroy();
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
