import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "~/server/config/config.server";
import { createLocalFolderStorage } from "~/server/storage/local-folder-storage.server";
import { InvalidObjectKeyError } from "~/server/storage/object-keys.server";
import type { ObjectStorage } from "~/server/storage/object-storage.server";
import { createObjectStorage } from "~/server/storage/object-storage-from-config.server";
import { createS3Storage, parseStorageUrl } from "~/server/storage/s3-storage.server";
import { type S3TestServer, startS3TestServer } from "../support/s3-test-server";
import { testDialect } from "./support/test-database";

const mib = 1024 * 1024;
const encode = (text: string) => new TextEncoder().encode(text);

/** Deterministic bytes that are not all alike, so a misplaced part would show. */
function patterned(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) bytes[index] = (index * 31 + (index >> 12)) % 256;
  return bytes;
}

/** Puts many small objects, a few at a time. */
async function putMany(storage: ObjectStorage, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    await Promise.all(keys.slice(start, start + 25).map((key) => storage.put(key, encode(key), "text/plain")));
  }
}

interface Adapter {
  name: string;
  start(): Promise<{ storage: ObjectStorage; close(): Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: "local folder",
    async start() {
      const root = mkdtempSync(path.join(tmpdir(), "kulit-uploads-"));
      return {
        storage: createLocalFolderStorage(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "S3 (s3rver)",
    async start() {
      const server = await startS3TestServer();
      return { storage: createS3Storage(server.storageUrl), close: () => server.close() };
    },
  },
];

// Storage touches no database: the PostgreSQL pass of the runner would only repeat this.
describe.skipIf(testDialect() === "postgres")("object storage", () => {
  describe.each(adapters)("contract: $name", (adapter) => {
    let storage: ObjectStorage;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ storage, close } = await adapter.start());
    });

    afterAll(async () => {
      await close();
    });

    it("returns null for a key that was never stored", async () => {
      expect(await storage.get("private/nobody/none.jpg")).toBeNull();
    });

    it("gives back exactly the bytes it stored, and a second put replaces them", async () => {
      const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);
      await storage.put("private/u-put/a.jpg", everyByte, "image/jpeg");
      expect(await storage.get("private/u-put/a.jpg")).toEqual(everyByte);

      await storage.put("private/u-put/a.jpg", encode("second"), "image/jpeg");
      expect(await storage.get("private/u-put/a.jpg")).toEqual(encode("second"));
    });

    it("stores an empty object", async () => {
      await storage.put("private/u-empty/a.jpg", new Uint8Array(), "image/jpeg");
      expect(await storage.get("private/u-empty/a.jpg")).toEqual(new Uint8Array());
    });

    it("deletes one object, and deleting a missing one is not an error", async () => {
      await storage.put("private/u-del/a.jpg", encode("a"), "image/jpeg");
      await storage.put("private/u-del/b.jpg", encode("b"), "image/jpeg");
      await storage.delete("private/u-del/a.jpg");
      expect(await storage.get("private/u-del/a.jpg")).toBeNull();
      expect(await storage.get("private/u-del/b.jpg")).toEqual(encode("b"));
      await expect(storage.delete("private/u-del/a.jpg")).resolves.toBeUndefined();
      await expect(storage.delete("private/nobody/x.jpg")).resolves.toBeUndefined();
    });

    it("deletes everything under a folder prefix and nothing beside it", async () => {
      await putMany(storage, [
        "private/u1/a.jpg",
        "private/u1/b.jpg",
        "private/u1/deeper/c.jpg",
        "private/u10/a.jpg",
        "private/u2/a.jpg",
        "private/u1.jpg",
      ]);
      await storage.deletePrefix("private/u1/");
      expect(await storage.get("private/u1/a.jpg")).toBeNull();
      expect(await storage.get("private/u1/b.jpg")).toBeNull();
      expect(await storage.get("private/u1/deeper/c.jpg")).toBeNull();
      expect(await storage.get("private/u10/a.jpg")).toEqual(encode("private/u10/a.jpg"));
      expect(await storage.get("private/u2/a.jpg")).toEqual(encode("private/u2/a.jpg"));
      expect(await storage.get("private/u1.jpg")).toEqual(encode("private/u1.jpg"));
      await expect(storage.deletePrefix("private/u1/")).resolves.toBeUndefined();
      await expect(storage.deletePrefix("private/never/")).resolves.toBeUndefined();
    });

    it("treats a prefix without a trailing slash as the start of a key", async () => {
      await putMany(storage, ["private/u3/ab.jpg", "private/u3/abc/d.jpg", "private/u3/b.jpg"]);
      await storage.deletePrefix("private/u3/ab");
      expect(await storage.get("private/u3/ab.jpg")).toBeNull();
      expect(await storage.get("private/u3/abc/d.jpg")).toBeNull();
      expect(await storage.get("private/u3/b.jpg")).toEqual(encode("private/u3/b.jpg"));
    });

    it("deletes more objects than one listing page holds (1,000)", async () => {
      const keys = Array.from({ length: 1005 }, (_, index) => `private/u-many/${String(index).padStart(4, "0")}.jpg`);
      await putMany(storage, keys);
      await storage.put("private/u-many-other/keep.jpg", encode("keep"), "image/jpeg");
      await storage.deletePrefix("private/u-many/");
      for (const key of [keys[0], keys[999], keys[1000], keys[1004]]) expect(await storage.get(key ?? "")).toBeNull();
      expect(await storage.get("private/u-many-other/keep.jpg")).toEqual(encode("keep"));
    });

    it("round-trips an object larger than one 5 MiB part", async () => {
      const big = patterned(12 * mib + 123);
      await storage.put("private/u-big/big.bin", big, "application/octet-stream");
      const back = await storage.get("private/u-big/big.bin");
      expect(back?.byteLength).toBe(big.byteLength);
      expect(Buffer.compare(Buffer.from(back ?? []), Buffer.from(big))).toBe(0);
    });

    it.each([
      ["empty", ""],
      ["absolute", "/private/u/a.jpg"],
      ["parent segment", "private/../../etc/passwd"],
      ["current segment", "private/./a.jpg"],
      ["hidden segment", "private/u/.a.jpg"],
      ["empty segment", "private//a.jpg"],
      ["trailing slash", "private/u/"],
      ["backslash", "private\\..\\a.jpg"],
      ["control character", "private/u/a\u0000.jpg"],
    ])("refuses a key that is %s", async (_, key) => {
      await expect(storage.put(key, encode("x"), "text/plain")).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidObjectKeyError);
    });

    it("refuses the empty prefix and prefixes that escape", async () => {
      for (const prefix of ["", "/", "../", "private/../", "private//"]) {
        await expect(storage.deletePrefix(prefix)).rejects.toThrow(InvalidObjectKeyError);
      }
    });
  });

  describe("local folder", () => {
    let root: string;
    let storage: ObjectStorage;

    beforeAll(() => {
      root = path.join(mkdtempSync(path.join(tmpdir(), "kulit-local-")), "uploads");
      storage = createLocalFolderStorage(root);
    });

    afterAll(() => {
      rmSync(path.dirname(root), { recursive: true, force: true });
    });

    it("keeps each object as a private file at its key, leaving no temporary files", async () => {
      await storage.put("private/u1/a.jpg", encode("a"), "image/jpeg");
      await storage.put("private/u1/a.jpg", encode("b"), "image/jpeg");
      const file = path.join(root, "private", "u1", "a.jpg");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(root, "private", "u1")).mode & 0o777).toBe(0o700);
      expect(readdirSync(path.join(root, "private", "u1"))).toEqual(["a.jpg"]);
    });

    it("writes nothing outside its folder", async () => {
      await expect(storage.put("../outside.jpg", encode("x"), "image/jpeg")).rejects.toThrow(InvalidObjectKeyError);
      expect(existsSync(path.join(path.dirname(root), "outside.jpg"))).toBe(false);
    });

    it("removes the folder of a deleted prefix, and leaves a file that only shares its name", async () => {
      await storage.put("private/u2/a.jpg", encode("a"), "image/jpeg");
      await storage.put("private/u3", encode("file"), "image/jpeg");
      await storage.deletePrefix("private/u2/");
      await storage.deletePrefix("private/u3/");
      expect(existsSync(path.join(root, "private", "u2"))).toBe(false);
      expect(await storage.get("private/u3")).toEqual(encode("file"));
    });

    it("answers null for a key whose path runs through a file or names a folder", async () => {
      await storage.put("private/u4/a.jpg", encode("a"), "image/jpeg");
      expect(await storage.get("private/u4/a.jpg/b.jpg")).toBeNull();
      expect(await storage.get("private/u4")).toBeNull();
    });
  });

  describe("S3", () => {
    let server: S3TestServer;
    let storage: ObjectStorage;

    beforeAll(async () => {
      server = await startS3TestServer();
      storage = createS3Storage(server.storageUrl);
    });

    afterAll(async () => {
      await server.close();
    });

    async function requestsFor(key: string) {
      return (await server.requests()).filter((request) => request.url.pathname.endsWith(`/${key}`));
    }

    it("puts a small object in one request", async () => {
      await storage.put("private/u1/small.jpg", encode("small"), "image/jpeg");
      const requests = await requestsFor("private/u1/small.jpg");
      expect(requests.map((request) => request.method)).toEqual(["PUT"]);
      expect(requests[0]?.url.searchParams.has("partNumber")).toBe(false);
    });

    it("uploads a body over 5 MiB in 5 MiB parts (multipart)", async () => {
      const big = patterned(12 * mib);
      await storage.put("private/u1/big.bin", big, "application/octet-stream");
      const requests = await requestsFor("private/u1/big.bin");
      const started = requests.filter(
        (request) => request.method === "POST" && request.url.searchParams.has("uploads"),
      );
      const parts = requests.filter(
        (request) => request.method === "PUT" && request.url.searchParams.has("partNumber"),
      );
      const completed = requests.filter(
        (request) => request.method === "POST" && request.url.searchParams.has("uploadId"),
      );
      expect(started).toHaveLength(1);
      expect(parts.map((request) => request.url.searchParams.get("partNumber")).sort()).toEqual(["1", "2", "3"]);
      expect(completed).toHaveLength(1);
      expect((await storage.get("private/u1/big.bin"))?.byteLength).toBe(big.byteLength);
    });

    it("reads STORAGE_URL's parts and defaults", () => {
      expect(parseStorageUrl("s3://selfies")).toEqual({ bucket: "selfies", region: "us-east-1" });
      expect(
        parseStorageUrl(
          "s3://selfies?endpoint=http%3A%2F%2Fminio%3A9000&region=eu-west-1&forcePathStyle=false&accessKeyId=AK&secretAccessKey=S%2Fx",
        ),
      ).toEqual({
        bucket: "selfies",
        endpoint: "http://minio:9000",
        region: "eu-west-1",
        forcePathStyle: false,
        accessKeyId: "AK",
        secretAccessKey: "S/x",
      });
    });

    it.each([
      "not a url",
      "http://selfies",
      "s3://",
      "s3://Selfies",
      "s3://selfies/sub/folder",
      "s3://selfies?endpoint=ftp://x",
      "s3://selfies?regoin=eu-west-1",
      "s3://selfies?forcePathStyle=yes",
      "s3://selfies?accessKeyId=only-the-key-secret",
    ])("refuses STORAGE_URL %s with an error that names it", (url) => {
      expect(() => parseStorageUrl(url)).toThrow(ConfigError);
      expect(() => parseStorageUrl(url)).toThrow(/STORAGE_URL/);
    });

    it("never repeats the secret in its error", () => {
      expect(() => parseStorageUrl("s3://selfies?secretAccessKey=hunter2-secret")).toThrow(ConfigError);
      expect(() => parseStorageUrl("s3://selfies?secretAccessKey=hunter2-secret")).not.toThrow(/hunter2/);
    });
  });

  describe("from the configuration", () => {
    it("uses DATA_DIR/uploads without STORAGE_URL", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "kulit-data-"));
      try {
        const storage = createObjectStorage({ storageUrl: undefined, dataDir });
        await storage.put("private/u1/a.jpg", encode("a"), "image/jpeg");
        expect(existsSync(path.join(dataDir, "uploads", "private", "u1", "a.jpg"))).toBe(true);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it("uses the S3 store named by STORAGE_URL", async () => {
      const server = await startS3TestServer("from-config");
      const dataDir = mkdtempSync(path.join(tmpdir(), "kulit-data-"));
      try {
        const storage = createObjectStorage({ storageUrl: server.storageUrl, dataDir });
        await storage.put("private/u1/a.jpg", encode("a"), "image/jpeg");
        expect(await createS3Storage(server.storageUrl).get("private/u1/a.jpg")).toEqual(encode("a"));
        expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
      } finally {
        await server.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
