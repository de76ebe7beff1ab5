import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { FILE_KEY, newFileKey, type ByteRange, type FileStore, type StoredFile, type SweepResult } from './file-store.js';

export interface S3Settings {
  /** Unset: AWS itself, from the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path rather than in the host name (MinIO, most self-hosted stores). */
  forcePathStyle: boolean;
}

/**
 * Parts of a multipart upload. Memory held per upload is about PART_BYTES × (QUEUE + 1): a
 * part being filled from the request and QUEUE parts on their way to the store, so at most
 * 10 MB (S3's smallest part is 5 MB; 100 MB is 20 parts). With at most UPLOADS_PER_OWNER
 * uploads per user at once (upload-slots.ts), one user holds at most 30 MB (security finding
 * L-5: 8 MB parts, two in flight, and no cap held +128 MB for one client).
 */
export const PART_BYTES = 5 * 1024 * 1024;
export const QUEUE = 1;

export function s3Client(settings: S3Settings) {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer
    // streamed (aws-chunked) checksums the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Garage, Ceph, Scaleway, Aruba…),
 * under the same keys as on local disk. An upload streams through a multipart upload, which
 * is aborted when the upload fails, so no object and no parts are left behind.
 */
export class S3FileStore implements FileStore {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.client = s3Client(settings);
    this.bucket = settings.bucket;
  }

  private checked(key: string) {
    if (!FILE_KEY.test(key)) throw new Error(`Invalid file key: ${key}`);
    return key;
  }

  put(source: Readable): Promise<StoredFile> {
    return this.putAs(newFileKey(), source);
  }

  /** Streams `source` into the object `key` (replacing it); `put` with a key of one's own. */
  async putAs(key: string, source: Readable): Promise<StoredFile> {
    this.checked(key);
    let bytes = 0;
    let sourceError: unknown;
    source.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    source.once('error', (error) => {
      sourceError = error;
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: source, ContentType: 'application/octet-stream' },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The request's own failure (too large, cut off) says more than the store's answer to it.
      throw sourceError ?? error;
    }
    return { key, bytes };
  }

  read(key: string, range?: ByteRange): Readable {
    const { client, bucket } = this;
    this.checked(key);
    return Readable.from(
      (async function* () {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        yield* object.Body as Readable;
      })(),
      { objectMode: false },
    );
  }

  async size(key: string) {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
    return head.ContentLength ?? 0;
  }

  async remove(key: string) {
    // S3 answers a delete of a missing key with success, as `rm --force` does.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  /** Every stored key with its size and age (ListObjectsV2, page by page). */
  async *list(): AsyncGenerator<{ key: string; bytes: number; modified: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (item.Key && FILE_KEY.test(item.Key)) {
          yield { key: item.Key, bytes: item.Size ?? 0, modified: item.LastModified ?? new Date() };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async sweep(referenced: Set<string>, graceMs: number): Promise<SweepResult> {
    const result: SweepResult = { partial: 0, unreferenced: 0, bytes: 0 };
    const cutoff = Date.now() - graceMs;
    for await (const object of this.list()) {
      if (referenced.has(object.key) || object.modified.getTime() > cutoff) continue;
      await this.remove(object.key);
      result.unreferenced++;
      result.bytes += object.bytes;
    }
    for (const upload of await this.incompleteUploads()) {
      if (!upload.Key || !upload.UploadId || !FILE_KEY.test(upload.Key)) continue;
      if (upload.Initiated && upload.Initiated.getTime() > cutoff) continue;
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
      );
      result.partial++;
    }
    return result;
  }

  /** Multipart uploads begun and never completed nor aborted (a crash during an upload). */
  async incompleteUploads() {
    const uploads = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
      );
      uploads.push(...(page.Uploads ?? []));
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return uploads;
  }
}
