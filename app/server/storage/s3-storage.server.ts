import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { z } from "zod";
import { ConfigError } from "../config/config.server";
import { assertObjectKey, assertObjectPrefix } from "./object-keys.server";
import type { ObjectStorage } from "./object-storage.server";

/** Multipart settings: parts of 5 MiB (S3's minimum), four in flight. */
const s3PartSize = 5 * 1024 * 1024;
const s3QueueSize = 4;

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

const storageUrlSchema = z
  .object({
    protocol: z.literal("s3:", { error: "must start with s3://" }),
    bucket: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must name a bucket: s3://bucket (3–63 of a–z, 0–9, '.', '-')"),
    path: z.enum(["", "/"], { error: "must not have a path after the bucket" }),
    parameters: z
      .strictObject({
        endpoint: z.url({ protocol: /^https?$/, error: "endpoint must be an http:// or https:// URL" }).optional(),
        region: z
          .string()
          .regex(/^[a-z0-9-]+$/, "region must look like eu-west-1")
          .default("us-east-1"),
        forcePathStyle: flag.optional(),
        accessKeyId: z.string().min(1).optional(),
        secretAccessKey: z.string().min(1).optional(),
      })
      .refine((parameters) => (parameters.accessKeyId === undefined) === (parameters.secretAccessKey === undefined), {
        error: "accessKeyId and secretAccessKey go together",
      }),
  })
  .transform(({ bucket, parameters }) => ({ bucket, ...parameters }));

export type S3StorageSettings = z.infer<typeof storageUrlSchema>;

function storageUrlError(message: string): ConfigError {
  return new ConfigError(`Invalid configuration:\n  STORAGE_URL: ${message}`);
}

/**
 * Reads `STORAGE_URL`:
 * `s3://bucket?endpoint=http://host:9000&region=eu-west-1&forcePathStyle=true&accessKeyId=…&secretAccessKey=…`.
 * - `endpoint`: the store's URL; leave it out for AWS S3 itself.
 * - `region`: default `us-east-1` (what most S3-compatible stores expect).
 * - `forcePathStyle`: `http://host/bucket/key` addressing; default true with an endpoint
 *   (most non-AWS stores need it), false without.
 * - `accessKeyId` and `secretAccessKey` (URL-encoded): both or neither. Without them the
 *   AWS SDK's usual sources apply: `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY` (and
 *   `AWS_SESSION_TOKEN`), `AWS_PROFILE`, or an instance role.
 * Throws a ConfigError naming STORAGE_URL, never echoing the secret.
 */
export function parseStorageUrl(url: string): S3StorageSettings {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw storageUrlError("is not a URL (expected s3://bucket?endpoint=…&region=…)");
  }
  const result = storageUrlSchema.safeParse({
    protocol: parsed.protocol,
    bucket: parsed.hostname,
    path: parsed.pathname,
    parameters: Object.fromEntries(parsed.searchParams),
  });
  if (!result.success) throw storageUrlError(result.error.issues.map((issue) => issue.message).join("; "));
  return result.data;
}

function isNoSuchKey(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
}

/**
 * Object storage on any S3-compatible store (README, "Configuration"), for several app instances.
 * Objects are private (no ACL is ever set); bodies over 5 MiB go up as multipart uploads.
 */
export function createS3Storage(url: string): ObjectStorage {
  const settings = parseStorageUrl(url);
  const { bucket, endpoint } = settings;
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint,
    forcePathStyle: settings.forcePathStyle ?? endpoint !== undefined,
    // AWS itself may answer from another region than configured; follow it there.
    followRegionRedirects: endpoint === undefined,
  };
  if (settings.accessKeyId !== undefined && settings.secretAccessKey !== undefined) {
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  if (endpoint !== undefined) {
    // The SDK's default CRC checksums on every upload are newer than many S3-compatible
    // stores; send them only where the API requires one (DeleteObjects).
    config.requestChecksumCalculation = "WHEN_REQUIRED";
    config.responseChecksumValidation = "WHEN_REQUIRED";
  }
  const client = new S3Client(config);

  return {
    async put(key, body, contentType) {
      assertObjectKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: s3PartSize,
        queueSize: s3QueueSize,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async get(key) {
      assertObjectKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (response.Body === undefined) return new Uint8Array();
        return await response.Body.transformToByteArray();
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertObjectPrefix(prefix);
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [{ Key: object.Key }]));
        // A page holds at most 1,000 keys, which is also DeleteObjects' limit.
        if (keys.length > 0) {
          const deleted = await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          const failed = deleted.Errors ?? [];
          if (failed.length > 0) {
            const first = failed[0];
            throw new Error(
              `could not delete ${failed.length} object(s) under ${prefix}, e.g. ${first?.Key ?? "?"}: ${first?.Code ?? "?"}`,
            );
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken !== undefined);
    },
  };
}
