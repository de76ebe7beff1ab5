/**
 * A real S3-compatible server for the tests and benchmarks: s3rver (objects on disk under the
 * given folder) on 127.0.0.1 with one bucket, in its own process so its memory is not the
 * app's. s3rver does not implement two multipart calls the file store relies on; they are
 * added here over its own on-disk layout: AbortMultipartUpload (removes the parts) and
 * ListMultipartUploads (the uploads begun and not finished).
 *
 * Usage: node server/test/s3-server.mjs <folder> <bucket>; prints {"port": N} once listening.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});

/** Where s3rver keeps a bucket's multipart uploads in progress: one folder per upload id. */
const uploadsOf = (name) => path.join(directory, name, '._S3rver_uploads');

async function multipartExtras(ctx, next) {
  const [, name, ...rest] = ctx.path.split('/');
  const key = decodeURIComponent(rest.join('/'));
  if (ctx.method === 'DELETE' && key && typeof ctx.query.uploadId === 'string') {
    const folder = path.join(uploadsOf(name), path.basename(ctx.query.uploadId));
    const exists = await stat(folder).catch(() => undefined);
    if (!exists) {
      ctx.status = 404;
      ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } };
      return;
    }
    await rm(folder, { recursive: true, force: true });
    ctx.status = 204;
    return;
  }
  if (ctx.method === 'GET' && name && !key && 'uploads' in ctx.query) {
    const ids = await readdir(uploadsOf(name)).catch(() => []);
    const uploads = [];
    for (const id of ids) {
      const info = await stat(path.join(uploadsOf(name), id));
      const uploadKey = await readFile(path.join(uploadsOf(name), id, 'key'), 'utf8').catch(() => undefined);
      if (uploadKey) uploads.push({ Key: uploadKey, UploadId: id, Initiated: info.birthtime.toISOString() });
    }
    ctx.body = { ListMultipartUploadsResult: { Bucket: name, IsTruncated: false, Upload: uploads } };
    return;
  }
  return next();
}

// After s3rver's logger and XML encoder, before its routes.
server.middleware.splice(2, 0, multipartExtras);
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
