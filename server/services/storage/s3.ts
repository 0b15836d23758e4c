// S3-compatible object storage (AWS S3, R2, MinIO...), so several app servers
// share one store. Tested against a local server speaking the S3 protocol
// (s3rver). Checksums only when the service requires them: with the SDK's
// default, streamed uploads reach some S3-compatible servers with the
// aws-chunked framing saved inside the object.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { checkStorageKey, isStorageKey, STORAGE_AREAS } from './keys';
import type { StorageAdapter } from './types';

type S3Config = NonNullable<Config['media']['s3']>;
type Sdk = typeof import('@aws-sdk/client-s3');

const isMissing = ({ NoSuchKey, NotFound }: Sdk, error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The S3 bucket named by S3_BUCKET cannot be used (its message names the variables). */
export class StorageConnectionError extends Error {}

/** How long the start-up check waits for the S3 service before giving up. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Asks the service for the bucket (HeadBucket) so a wrong S3_ENDPOINT,
 * S3_BUCKET or key stops the start with the service's reason, rather than
 * the first upload or the demo images failing later.
 */
export async function checkS3Bucket(config: S3Config): Promise<void> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client(clientOptions(config));
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: config.bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      (error instanceof Error && error.message && error.message !== 'UnknownError' ? error.message : '') ||
      (status ? `HTTP ${status}` : String(error));
    throw new StorageConnectionError(
      `Cannot use the S3 bucket '${config.bucket}' at S3_ENDPOINT (${config.endpoint ?? 'AWS'}): ${reason}` +
        ' (check S3_ENDPOINT, S3_BUCKET, S3_REGION and the keys)',
    );
  } finally {
    client.destroy();
  }
}

function clientOptions(config: S3Config) {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
}

export function createS3Storage(config: S3Config, appPrefix = '/media'): StorageAdapter {
  // The SDK (several MB once loaded) is loaded with the first request, not at start.
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(clientOptions(config)),
    }));
    return loading;
  };
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, body, options) {
      checkStorageKey(key);
      const { sdk, client } = await connect();
      const common = {
        Bucket,
        Key: key,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      };
      if (Buffer.isBuffer(body)) {
        await client.send(new sdk.PutObjectCommand({ ...common, Body: body, ContentLength: body.length }));
        return;
      }
      const { size } = await fs.promises.stat(body.path);
      await client.send(
        new sdk.PutObjectCommand({ ...common, Body: fs.createReadStream(body.path), ContentLength: size }),
      );
      // Handed over, as the local store's rename takes it: stored now, the file here is no one's.
      if (body.move) await fs.promises.rm(body.path, { force: true });
    },
    async get(key, range) {
      checkStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const response = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const body = response.Body as Readable;
        if (!range) return { body, size: Number(response.ContentLength ?? 0) };
        // Content-Range: bytes start-end/size
        const match = /bytes (\d+)-(\d+)\/(\d+)/.exec(response.ContentRange ?? '');
        if (!match) return { body, size: Number(response.ContentLength ?? 0) };
        return {
          body,
          size: Number(match[3]),
          range: { start: Number(match[1]), end: Number(match[2]) },
        };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async stat(key) {
      checkStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(head.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      checkStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      const { sdk, client } = await connect();
      for (const area of STORAGE_AREAS) {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({ Bucket, Prefix: `${area}/`, ContinuationToken }),
          );
          for (const { Key, LastModified } of page.Contents ?? [])
            if (Key && LastModified && isStorageKey(Key)) yield { key: Key, modifiedAt: LastModified };
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
    },
    async localCopy(key) {
      const object = await this.get(key);
      if (!object) throw new Error(`No stored file ${key}`);
      const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'media-'));
      const file = path.join(directory, `${randomUUID()}${path.extname(key)}`);
      await pipeline(object.body, fs.createWriteStream(file));
      return { path: file, done: () => fs.promises.rm(directory, { recursive: true, force: true }) };
    },
    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : `${appPrefix}/${key}`),
  };
}
