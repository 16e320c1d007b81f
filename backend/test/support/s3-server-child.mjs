// A real S3-compatible server for the tests: s3rver (npm, pure Node, objects in the folder given as first
// argument) on 127.0.0.1 and a free port, with the bucket named as second argument. Prints `{ port }` (or
// `{ error }`) and stops when its stdin closes. A child process because s3rver encrypts ListObjectsV2's
// continuation tokens with DES, which Node's OpenSSL 3 has only with --openssl-legacy-provider.
import S3rver from 's3rver';

const [directory = '', bucket = ''] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
server.run().then(
  (address) => {
    process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
    process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
    process.stdin.resume();
  },
  (err) => {
    process.stdout.write(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
    process.exit(1);
  },
);
