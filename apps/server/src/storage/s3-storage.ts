import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage } from './storage.ts';

export interface S3StorageOptions {
  /** Null for AWS itself; a URL for MinIO, R2, s3rver and other S3-compatible stores. */
  endpoint: string | null;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Attempts per request including the first (SDK default 3); tests lower it to fail fast. */
  maxAttempts?: number;
  /** How long to wait for a TCP connection, so an unreachable store cannot hang a health check. */
  connectionTimeoutMs?: number;
}

export interface S3Storage extends Storage {
  readonly kind: 's3';
  /** Closes the client's pooled sockets; call once when the app shuts down. */
  destroy(): void;
}

/** DeleteObjects accepts at most this many keys per request. */
const deleteBatchSize = 1000;

/** HeadObject has no body, so a missing key arrives as a bare 404 named NotFound. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound') &&
    error.$metadata.httpStatusCode === 404
  );
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          // MinIO, s3rver and most self-hosted stores have no per-bucket DNS names.
          forcePathStyle: true,
          // Since 3.729 the SDK adds CRC32 checksums to every write: a header on PutObject and
          // UploadPart, a ChecksumAlgorithm on the multipart upload (Upload does this), and for raw
          // streams an `aws-chunked` body with a trailing checksum. Many S3-compatible stores answer
          // 501 NotImplemented or "unsupported header" (R2 and B2 did, aws-sdk-js-v3#6810), and some
          // (s3rver) would store the chunk framing as object bytes. WHEN_REQUIRED sends checksums only
          // where the operation demands one (DeleteObjects); AWS itself keeps the stronger default.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    requestHandler: { connectionTimeout: options.connectionTimeoutMs ?? 5_000 },
  });

  const storage: S3Storage = {
    kind: 's3',
    async isReachable() {
      const key = `.probe-${randomUUID()}`;
      let written = false;
      try {
        await storage.put(key, Buffer.from('ok'), 'text/plain');
        written = true;
        const object = await storage.get(key);
        if (!object) return false;
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
        return Buffer.concat(chunks).toString('utf8') === 'ok';
      } catch {
        return false;
      } finally {
        // Skipped after a failed write, so a store that is down costs one timeout, not two.
        if (written) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => {});
      }
    },
    async put(key, body, contentType) {
      // Multipart in parts of 5 MB (at most 4 in flight), so a large upload never sits whole in
      // memory; S3 shows the object only once the upload completes, and a failed one is aborted.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
      });
      try {
        await upload.done();
      } catch (error) {
        // As pipeline() does for local files: a source left paused would hold its socket open.
        if (!Buffer.isBuffer(body)) body.destroy();
        throw error;
      }
    },
    async get(key, range) {
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // In Node the SDK always answers with an IncomingMessage; anything else is a wrong runtime.
        if (!(response.Body instanceof Readable)) throw new Error(`S3 returned no stream for ${key}`);
        return {
          body: response.Body,
          size: response.ContentLength ?? 0,
          contentType: response.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      // An empty prefix would match the whole bucket; local storage refuses its root the same way.
      if (!prefix) throw new Error('Refusing to delete every object in the bucket');
      // S3 has no folders: `decks/abc/` matches keys by their leading characters only. Continuation
      // tokens carry the last key listed, so deleting a page before fetching the next is safe.
      const pages = paginateListObjectsV2(
        { client, pageSize: deleteBatchSize },
        { Bucket: bucket, Prefix: prefix },
      );
      for await (const page of pages) {
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) continue;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        // DeleteObjects answers 200 even when single keys fail; those come back in Errors.
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
    },
    destroy() {
      client.destroy();
    },
  };
  return storage;
}
