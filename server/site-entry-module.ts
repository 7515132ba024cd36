import type * as SiteEntry from "./site-entry";

/** The exports of `server/site-entry.ts`, as the built bundle or Vite's module graph gives them. */
export type SiteEntryModule = typeof SiteEntry;
