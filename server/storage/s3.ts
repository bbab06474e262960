import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { counting, type FileStorage, isSafeKey } from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset = AWS S3 of `region`. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset = the SDK's default chain (environment, instance role, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function checked(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket. An upload of unknown length goes up in 5 MB parts (lib-storage's Upload, at
 * most four parts in flight), so memory stays bounded whatever the size; a failed one aborts its multipart upload,
 * and the object only exists once complete. Checksums are sent only where the API requires them, as many
 * S3-compatible stores do not accept the SDK's newer default (trailing CRC32 on streamed bodies).
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, content, contentType) {
      const counted = counting(content);
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: counted.stream, ContentType: contentType },
        leavePartsOnError: false,
      });
      await upload.done();
      return { key, size: counted.size() };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
