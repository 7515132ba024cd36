import type { ImportReport } from "~/server/catalog-import/import-catalogue.server";

/** The clock of the shared demo catalogue's import (its `created_at` and `updated_at`). */
export const catalogueImportedOn = new Date("2025-06-01T12:00:00Z");

/** The part of the template import's report that crosses from the global setup to the tests. */
export type CatalogueTemplateReport = Pick<ImportReport, "perType" | "rejections">;

declare module "vitest" {
  export interface ProvidedContext {
    /** The SQLite file, or the PostgreSQL database name, holding the imported demo catalogue. */
    catalogueTemplate: string;
    /** What the template's import reported that the import's own test checks. */
    catalogueTemplateReport: CatalogueTemplateReport;
  }
}
