import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret kept in `DATA_DIR/{fileName}`, generated (32 random bytes, base64url) on first
 * use, so that a zero-configuration start keeps the same value across restarts (README, "Configuration").
 */
export function readOrCreateSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "w" });
  return secret;
}
