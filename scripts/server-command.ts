import { existsSync } from "node:fs";

/** Where `npm run build` puts the compiled production server (docs/deploy.md). */
export const compiledServerEntry = "build/app-server/main.js";

/**
 * The command that serves the site from a build, as `npm run serve` does: the compiled server
 * when the build has one, otherwise the TypeScript entry through tsx. Scripts that start their own
 * servers (bench, scale, resilience) spawn this so that they measure what production runs.
 */
export function serverCommand(): { command: string; args: string[] } {
  return existsSync(compiledServerEntry)
    ? { command: process.execPath, args: [compiledServerEntry] }
    : { command: process.execPath, args: ["--import", "tsx", "server/main.ts"] };
}
