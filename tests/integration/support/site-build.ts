import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteEntryModule } from "../../../server/site-entry-module";

const buildFile = path.resolve("build/server/index.js");

/**
 * The production build's server bundle: the pages with the services, the app and the API that
 * `npm start` takes from it (server/site-entry.ts), so a test serves the site with one copy of
 * each module, as production does.
 */
export async function loadSiteBuild(): Promise<SiteEntryModule> {
  if (!existsSync(buildFile)) throw new Error("no production build: run `npm run build` first (npm test does)");
  return (await import(pathToFileURL(buildFile).href)) as SiteEntryModule;
}
