/**
 * Settings of the server the end-to-end suite starts (playwright.config.ts) that tests rely on.
 * The mail interval keeps production's minute: the resend test moves the address's mail log back
 * instead of waiting it out (accounts.spec.ts).
 */

/** The server's data folder (its DATA_DIR), made afresh for each run. */
export const dataDir = ".data/e2e";

/** The server's SQLite file, which the verified-user fixture writes to. */
export const databaseFile = `${dataDir}/kulit.sqlite`;

/**
 * The day the server judges prices against (CATALOGUE_DATE; docs/rules.md, "A market's own
 * price"), so that the suite's prices do not age with the calendar.
 */
export const catalogueDate = "2024-01-31";
