/**
 * Which integration test files run on which database (docs/decisions/0017-integration-tests-per-dialect.md).
 * Every file runs on SQLite. A file whose subject is SQL, transactions, locking, migrations or
 * counters kept in the database also runs on PostgreSQL (`both`); a file about HTTP, GraphQL,
 * pages, mail, storage or images on top of repositories that a `both` file already covers runs
 * on SQLite only (`sqlite`). Every file in tests/integration must be listed here: the runner
 * (run-integration.ts) and a unit test refuse an unlisted one, so a new file has to choose.
 */
import { readdirSync } from "node:fs";

export type IntegrationDialects = "both" | "sqlite";

export const integrationDir = "tests/integration";

export const integrationFiles: Record<string, IntegrationDialects> = {
  // Better-auth on our Kysely adapter: users, sessions, codes, and its rate-limit counters in
  // the database; the races that must not get past a limit; what answers and their times say.
  "account-hardening.test.ts": "both",
  "account-timing.test.ts": "both",
  "account-rate-limits.test.ts": "both",
  "accounts.test.ts": "both",
  // The analyses repository, and live updates over LISTEN/NOTIFY (in-process on SQLite).
  "analyses.test.ts": "both",
  "analysis-events.test.ts": "both",
  // The catalogue writer and the catalogue's read side: lists, filters, sorting, search (FTS5
  // against PostgreSQL's full-text index), sizes, prices seen, similar formulas, top picks.
  "catalogue-import.test.ts": "both",
  // A pasted list's reading: which of its ingredients have a page in the catalogue.
  "check.test.ts": "both",
  "community-ratings.test.ts": "both",
  "catalogue-provenance.test.ts": "both",
  "catalogue-queries.test.ts": "both",
  "catalogue-size.test.ts": "both",
  "list-filters.test.ts": "both",
  "list-sorting.test.ts": "both",
  "market-prices.test.ts": "both",
  "product-insights.test.ts": "both",
  // Products sold in versions: the import's new column on both dialects, the page's view, the API field.
  "product-versions.test.ts": "both",
  // Merged products: the import's redirects, read wherever a product is looked up by id.
  "product-merges.test.ts": "both",
  "search.test.ts": "both",
  "top-picks.test.ts": "both",
  // Migrations and column types; PostgreSQL going away under a running site.
  "database.test.ts": "both",
  "database-faults.test.ts": "both",
  // The API's records: record-filter-sql on every field, paging and nextToken, the statements a
  // page takes, and the API's lists against the screens' own SQL.
  "graphql-product-filters.test.ts": "both",
  "graphql-products.test.ts": "both",
  "graphql-screen-lists.test.ts": "both",
  "record-service.test.ts": "both",
  // The routines repository (several adds at once in one slot); no other file reaches it.
  "routines.test.ts": "both",
  // Rate-limit counters shared by instances in the database.
  "shared-rate-limits.test.ts": "both",
  // checkIngredients and the rate limits of /check and of the API's checks, counted in the database.
  "graphql-check.test.ts": "both",

  // Forms, pages and their answers over accounts that accounts.test.ts covers on both.
  "account-pages.test.ts": "sqlite",
  // Selfie storage down while saving; the preview's signed token. Saving is analyses.test.ts's,
  // the preview's limit counters shared-rate-limits.test.ts's.
  "analysis-faults.test.ts": "sqlite",
  "analysis-preview.test.ts": "sqlite",
  // The error page of a failing loader; the page cache's headers (the catalogue version it
  // watches is catalogue-size.test.ts's).
  "error-page.test.ts": "sqlite",
  "page-cache.test.ts": "sqlite",
  // The security headers on every path and no shared caching of a miss: HTTP only.
  "security-headers.test.ts": "sqlite",
  // tesseract.js's files for a label photo: addresses, caching, compression, the worker's policy.
  "label-reader-files.test.ts": "sqlite",
  // GraphQL over HTTP and WebSocket: hostile input, cost and rate limits, the smoke test, API
  // accounts and subscriptions. Values PostgreSQL cannot hold are record-service.test.ts's;
  // subscriptions across instances on PostgreSQL are the scale suite's (tests/scale).
  "graphql-hostile.test.ts": "sqlite",
  "graphql-limits.test.ts": "sqlite",
  "graphql-smoke.test.ts": "sqlite",
  "graphql-subscriptions.test.ts": "sqlite",
  "graphql-users.test.ts": "sqlite",
  // No database at all: SMTP, object storage, image re-encoding.
  "mailer.test.ts": "sqlite",
  "object-storage.test.ts": "sqlite",
  "selfie-images.test.ts": "sqlite",
};

/** The test files of tests/integration that `integrationFiles` does not list, and listed ones that are gone. */
export function unlistedIntegrationFiles(): { unlisted: string[]; missing: string[] } {
  const present = readdirSync(integrationDir).filter((name) => name.endsWith(".test.ts"));
  return {
    unlisted: present.filter((name) => !(name in integrationFiles)),
    missing: Object.keys(integrationFiles).filter((name) => !present.includes(name)),
  };
}
