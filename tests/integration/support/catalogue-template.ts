/** The clock of the shared demo catalogue's import (its `created_at` and `updated_at`). */
export const catalogueImportedOn = new Date("2025-06-01T12:00:00Z");

declare module "vitest" {
  export interface ProvidedContext {
    /** The SQLite file, or the PostgreSQL database name, holding the imported demo catalogue. */
    catalogueTemplate: string;
  }
}
