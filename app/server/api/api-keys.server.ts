import { createHash, timingSafeEqual } from "node:crypto";
import { readOrCreateSecret } from "../config/generated-secret.server";

/** The configured API keys, or the one generated on first start and kept in `DATA_DIR/api-key`. */
export function resolveApiKeys(configured: readonly string[] | undefined, dataDir: string): string[] {
  return configured && configured.length > 0 ? [...configured] : [readOrCreateSecret(dataDir, "api-key")];
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/**
 * Whether a presented key is one of the keys. Compares fixed-length digests in constant time,
 * so neither the content nor the length of a key leaks through timing.
 */
export function createApiKeyCheck(keys: readonly string[]): (presented: string) => boolean {
  const digests = keys.map(digest);
  return (presented) => {
    const candidate = digest(presented);
    let found = false;
    for (const known of digests) found = timingSafeEqual(known, candidate) || found;
    return found;
  };
}
