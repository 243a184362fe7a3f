import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError } from '../config-error';
import { EXTENSION_OF } from './image-types';
import { CONTENT_TYPE_OF_KEY_EXTENSION, IMAGE_KEY, contentHash, keyAtEndOf, type ImageStore } from './image-store';

export interface S3Settings {
  /** IMAGE_S3_BUCKET */
  bucket: string;
  /** IMAGE_S3_ENDPOINT: an S3-compatible service (R2, MinIO…); AWS's own endpoint when absent. */
  endpoint?: string;
  /** IMAGE_S3_REGION (else AWS_REGION, else us-east-1). */
  region: string;
  /** IMAGE_S3_FORCE_PATH_STYLE: bucket in the path (http://host/bucket/key), as MinIO wants. */
  forcePathStyle: boolean;
  /** IMAGE_S3_PREFIX: prepended to each key (`images/`), so the bucket can hold other things. */
  prefix: string;
}

export interface S3ImageStoreOptions extends S3Settings {
  /** The base URL the console fetches images from, ending in '/': the API's /images/ or the bucket's CDN. */
  publicUrl: string;
}

/** The headers a CDN in front of the bucket passes on: what GET /images/{imageKey} sends too. */
const OBJECT_HEADERS = { CacheControl: 'public, max-age=31536000, immutable', ContentDisposition: 'inline' } as const;

/**
 * Images as objects of an S3-compatible bucket: any API host serves them (GET /images/{imageKey}), or a
 * CDN in front of the bucket does when IMAGE_PUBLIC_URL points there. Credentials come from the SDK's
 * own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile or an instance role); this file
 * never reads nor logs them. The SHA-256 of the bytes is kept as object metadata and answered as ETag.
 */
export async function createS3ImageStore(options: S3ImageStoreOptions): Promise<ImageStore> {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // S3-compatible services do not all accept the SDK's newer default checksums (aws-chunked trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const { bucket, prefix } = options;
  const base = options.publicUrl.endsWith('/') ? options.publicUrl : `${options.publicUrl}/`;
  const objectKey = (key: string) => `${prefix}${key}`;

  // A bucket that is not there (or not ours) fails the start, not the first upload.
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    throw new ConfigError(
      `IMAGE_S3_BUCKET ${bucket} cannot be used${options.endpoint ? ` at ${options.endpoint}` : ''}: ${describeFailure(error)}`,
    );
  }

  const put = (key: string, data: Buffer, contentType: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        Metadata: { sha256: contentHash(data) },
        ...OBJECT_HEADERS,
      }),
    );

  return {
    kind: 's3',

    async save(image) {
      const key = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[image.contentType]}`;
      await put(key, image.data, image.contentType);
      return `${base}${key}`;
    },

    async remove(url) {
      const key = keyAtEndOf(url);
      if (key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async read(key) {
      if (!IMAGE_KEY.test(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        const data = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        const contentType = CONTENT_TYPE_OF_KEY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)];
        return { data, contentType, etag: `"${object.Metadata?.sha256 ?? contentHash(data)}"` };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    keyOf: keyAtEndOf,

    async list() {
      const listed: Array<{ key: string; writtenAt: Date }> = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && IMAGE_KEY.test(key)) listed.push({ key, writtenAt: object.LastModified ?? new Date(0) });
        }
      }
      return listed;
    },

    async keepAs(key, image) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { added: false, url: `${base}${key}` };
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await put(key, image.data, image.contentType);
      return { added: true, url: `${base}${key}` };
    },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404)
  );
}

/** The service's error name and status, never the request (it may carry a signature). */
function describeFailure(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata?.httpStatusCode ?? '?'})`;
  return (error as Error)?.message ?? String(error);
}
