import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/**
 * Starts every transaction with `begin immediate`. A plain `begin` reads first and asks for the
 * write lock only at the first write; if another connection (the catalogue import from the CLI,
 * a backup, a test writing to the file) wrote in between, SQLite refuses at once with "database
 * is locked", without waiting its `busy_timeout`, and the request fails. Taking the lock at
 * `begin` makes the transaction wait its turn instead. The app's transactions all write, and
 * its one connection runs them one at a time anyway (docs/architecture.md, the paragraph on SQLite).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
