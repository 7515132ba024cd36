/** `npm run db:migrate`: brings the configured database to the latest schema and lists what it applied. */
import { runCommand, withConfiguredDatabase } from "./with-configured-database";

runCommand(() =>
  withConfiguredDatabase(async (_db, applied) => {
    console.log(applied.length === 0 ? "database is up to date" : `applied: ${applied.join(", ")}`);
  }),
);
