import { lstat, readdir, readFile, rm, unlink } from "node:fs/promises";
import path from "node:path";
import { syncDirectory, writeFileDurably } from "./durable-file.server";
import { assertObjectKey, assertObjectPrefix } from "./object-keys.server";
import type { ObjectStorage } from "./object-storage.server";

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;
}

/** "No such object": the file, or a folder on its path, is missing, or the key names a folder. */
function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/**
 * The default object storage (README, "Configuration"): one file per key under `rootDir` (the server
 * passes `DATA_DIR/uploads`), readable by the server's user only. `put` is durable and
 * atomic (see writeFileDurably); deletes sync their folder too, so a deleted selfie does
 * not come back after a crash. The content type is not kept: the callers know what they
 * stored.
 */
export function createLocalFolderStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);

  function fileOf(key: string): string {
    assertObjectKey(key);
    return path.join(root, ...key.split("/"));
  }

  return {
    async put(key, body) {
      await writeFileDurably(fileOf(key), body);
    },

    async get(key) {
      try {
        const bytes = await readFile(fileOf(key));
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await syncDirectory(path.dirname(file));
    },

    async deletePrefix(prefix) {
      assertObjectPrefix(prefix);
      if (prefix.endsWith("/")) {
        // The whole folder goes, so a deleted account leaves no folder named after it.
        const folder = fileOf(prefix.slice(0, -1));
        try {
          // A file "a/b" is not under the prefix "a/b/".
          if (!(await lstat(folder)).isDirectory()) return;
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        await rm(folder, { recursive: true, force: true });
        await syncDirectory(path.dirname(folder));
        return;
      }
      // "a/b" is every entry of folder a whose name starts with "b" (a/b, a/bc/…, a/b.jpg).
      const segments = prefix.split("/");
      const start = segments.pop() ?? "";
      const dir = path.join(root, ...segments);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      const doomed = names.filter((name) => name.startsWith(start));
      if (doomed.length === 0) return;
      for (const name of doomed) await rm(path.join(dir, name), { recursive: true, force: true });
      await syncDirectory(dir);
    },
  };
}
