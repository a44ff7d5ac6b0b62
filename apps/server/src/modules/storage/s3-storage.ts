import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from "@aws-sdk/client-s3";
import { AppError } from "../../http/errors.js";
import { unavailableMessages } from "../../http/framework-errors.js";
import { assertSafeKey, contentTypeOf, type OpenedObject, type Storage, type StoredObject } from "./storage.js";

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (http://host/bucket/key), needed by most self-hosted S3-compatible servers. */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. "wenku/". */
  prefix: string;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

/**
 * The store could not be reached (no answer, a dropped connection, a timeout) or answered that it is failing (5xx):
 * answered 503 with words the uploader can act on, not 500. A refusal of the request itself (4xx) stays as it is.
 */
function unavailable(error: unknown): unknown {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status !== undefined && status < 500) return error;
  const failure = new AppError(503, unavailableMessages.storage);
  failure.cause = error;
  return failure;
}

const rethrow = (error: unknown): never => {
  throw unavailable(error);
};

/** S3-compatible object storage through the AWS SDK v3 (AWS S3, MinIO, Ceph, OSS, COS…). */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
      // Many S3-compatible servers do not understand the aws-chunked trailing checksums the SDK sends by default.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private objectKey(key: string): string {
    return this.options.prefix + assertSafeKey(key);
  }

  localPath(key: string): null {
    assertSafeKey(key);
    return null;
  }

  async putFile(key: string, localPath: string, options: { contentType?: string; move?: boolean } = {}): Promise<void> {
    const { size } = await fsp.stat(localPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: fs.createReadStream(localPath),
        ContentLength: size,
        ContentType: options.contentType ?? contentTypeOf(key),
      }),
    ).catch(rethrow);
    if (options.move) await fsp.rm(localPath, { force: true });
  }

  async putBuffer(key: string, data: Buffer, options: { contentType?: string } = {}): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentLength: data.length,
        ContentType: options.contentType ?? contentTypeOf(key),
      }),
    ).catch(rethrow);
  }

  async read(key: string): Promise<Readable | null> {
    return (await this.open(key))?.body ?? null;
  }

  /** One GetObject: its Content-Length and Last-Modified say what a HeadObject would. */
  async open(key: string): Promise<OpenedObject | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) })).catch(rethrow);
      return { body: result.Body as Readable, size: Number(result.ContentLength ?? 0), modifiedAt: result.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) })).catch(rethrow);
      return { size: Number(head.ContentLength ?? 0), modifiedAt: head.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async download(key: string, localPath: string): Promise<boolean> {
    const body = await this.read(key);
    if (!body) return false;
    await pipeline(body, fs.createWriteStream(localPath));
    return true;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) })).catch(rethrow);
  }

  async deletePrefix(prefix: string): Promise<number> {
    let batch: string[] = [];
    let count = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(key) })), Quiet: true },
        }),
      ).catch(rethrow);
      count += batch.length;
      batch = [];
    };
    for await (const key of this.list(prefix)) {
      batch.push(key);
      if (batch.length === 1000) await flush();
    }
    await flush();
    return count;
  }

  async *list(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.options.prefix + prefix, ContinuationToken: token }),
      ).catch(rethrow);
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key.slice(this.options.prefix.length);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client.destroy();
  }
}
