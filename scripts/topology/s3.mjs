// The topology's object store: s3rver (the backend's devDependency, an S3-compatible server in Node,
// from the npm registry) on a free loopback port, its objects in a temporary folder. compose.yaml uses
// MinIO instead; both speak the S3 API the product's UPLOAD_STORAGE=s3 uses. It is started the way the
// backend's tests start it (backend/test/support/s3-server-child.mjs): in a process of its own with
// Node's legacy OpenSSL provider, which s3rver's paged listings need.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** s3rver's fixed credentials (it checks request signatures against them). */
const KEY = 'S3RVER';

/** Starts s3rver with one bucket; returns the product's S3_* settings for it and stop(). */
export async function startS3({ dir, backendDir, bucket = 'campus-uploads' }) {
  const directory = join(dir, 's3');
  await mkdir(directory, { recursive: true });
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', join(backendDir, 'test/support/s3-server-child.mjs'), directory, bucket],
    { cwd: backendDir, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise((ok) => child.once('exit', ok));
  const port = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      if (!out.includes('\n')) return;
      const reply = JSON.parse(out.split('\n')[0] || '{}');
      if (reply.port) ok(reply.port);
      else fail(new Error(`s3rver did not start: ${reply.error}`));
    });
    void exited.then(() => fail(new Error('the s3rver process exited without a word')));
  });
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
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
