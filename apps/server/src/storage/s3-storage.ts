import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "../config/load-config.ts";
import { assertBucket, assertKey, type Storage, toBytes } from "./storage.ts";

/**
 * An S3-compatible store. Our bucket names (converted_contracts) are not valid S3 bucket names,
 * so every logical bucket is a key prefix inside the one configured S3 bucket:
 * `s3://<STORAGE_S3_BUCKET>/<bucket>/<key>`.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // S3-compatible stores differ in checksum support; only send checksums S3 itself requires.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;
  const objectKey = (bucket: string, key: string) => {
    assertBucket(bucket);
    assertKey(key);
    return `${bucket}/${key}`;
  };
  const isMissing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
  };

  return {
    kind: "s3",
    async put(bucket, key, body, options = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(bucket, key),
          Body: toBytes(body),
          ContentType: options.contentType ?? "application/octet-stream",
        }),
      );
    },
    async get(bucket, key) {
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(bucket, key) }),
        );
        return response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
    },
    async exists(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(bucket, prefix = "") {
      assertBucket(bucket);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${bucket}/${prefix}`, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key) keys.push(item.Key.slice(bucket.length + 1));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
