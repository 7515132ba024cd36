import { existsSync } from "node:fs";
import path from "node:path";

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

/**
 * The project folder (the one with package.json), found from this file's own place, so that the
 * same code finds `data/`, `public/` and `build/` whether it runs from TypeScript sources or from
 * the compiled server in `build/app-server/`, and whatever the working directory is.
 */
export const projectRoot = findProjectRoot(import.meta.dirname);

export function projectPath(...parts: string[]): string {
  return path.join(projectRoot, ...parts);
}
