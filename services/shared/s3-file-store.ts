import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '~/services/config';
import type { FileStore } from '~/services/shared/file-store';

/** The file store on any S3-compatible object store (issue 20: several replicas serve the same files). */
export function createS3FileStore(config: S3Config): FileStore & { close(): void } {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.accessKeyId && config.secretAccessKey && { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }),
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
