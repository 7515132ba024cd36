import path from "node:path";
import { createLocalFolderStorage } from "./local-folder-storage.server";
import type { ObjectStorage } from "./object-storage.server";
import { createS3Storage } from "./s3-storage.server";

export interface ObjectStorageSettings {
  /** `STORAGE_URL`; without it objects are files under `DATA_DIR/uploads`. */
  storageUrl: string | undefined;
  dataDir: string;
}

/** The storage the configuration asks for (README, "Configuration"); a bad STORAGE_URL throws a ConfigError. */
export function createObjectStorage(settings: ObjectStorageSettings): ObjectStorage {
  if (settings.storageUrl !== undefined) return createS3Storage(settings.storageUrl);
  return createLocalFolderStorage(path.join(settings.dataDir, "uploads"));
}
