import { readOrCreateSecret } from "../config/generated-secret.server";

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in DATA_DIR
 * (README, "Configuration"), so sessions survive restarts. Several instances must share
 * AUTH_SECRET.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? readOrCreateSecret(dataDir, "auth-secret");
}
