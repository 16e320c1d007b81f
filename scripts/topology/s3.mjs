// The topology's object store: s3rver (the backend's devDependency, an S3-compatible server in Node,
// from the npm registry) on a free loopback port, its objects in a temporary folder. compose.yaml uses
// MinIO instead; both speak the S3 API the product's UPLOAD_STORAGE=s3 uses.
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** s3rver's fixed credentials (it checks request signatures against them). */
const KEY = 'S3RVER';

/** Starts s3rver with one bucket; returns the product's S3_* settings for it and stop(). */
export async function startS3({ dir, backendDir, bucket = 'campus-uploads' }) {
  const S3rver = createRequire(join(backendDir, 'package.json'))('s3rver');
  const directory = join(dir, 's3');
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () => server.close(),
  };
}
