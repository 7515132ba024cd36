import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";

/** Makes a rename, unlink or new entry in the folder survive a power cut. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates the folder and any missing parents (owner only), syncing each parent that gained an entry. */
async function makeDirectoryDurably(dir: string): Promise<void> {
  const firstCreated = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (firstCreated === undefined) return;
  const stop = path.dirname(firstCreated);
  for (let current = dir; ; current = path.dirname(current)) {
    await syncDirectory(path.dirname(current));
    if (path.dirname(current) === stop) return;
  }
}

/**
 * Writes the file so that it is on disk when the promise resolves and a reader or a crash
 * sees the old content or the new one, never a part: a temporary file in the same folder
 * (named `.{name}.{random}.tmp`), fsync, rename over the target, fsync of the folder.
 * The file is readable by the server's user only.
 */
export async function writeFileDurably(file: string, data: Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await makeDirectoryDurably(dir);
  const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}
