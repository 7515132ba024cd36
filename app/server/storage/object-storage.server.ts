/**
 * Private object storage (README, "Configuration"): a local folder by default, any S3-compatible
 * store with `STORAGE_URL`. Keys are `/`-separated paths such as `private/{userId}/x.jpg`;
 * nothing here is ever served publicly.
 */
export interface ObjectStorage {
  /** Stores the bytes under the key, replacing any earlier object; durable once resolved. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix. */
  deletePrefix(prefix: string): Promise<void>;
}
