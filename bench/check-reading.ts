/**
 * "Check any product" on the server (docs/check.md; docs/performance.md, "Checking a list"): real
 * 60-ingredient lists of the catalogue the bench's server imported, read in the bench's own process
 * by the service the page and the API call (`services.check`: split, then read), without HTTP; and
 * the addresses of their readings, which the load compares with a product page.
 */
import { shareQuery } from "~/adapters/web/check-page.server";
import { checkPath } from "~/domain/site-paths";
import { isProductType, type ProductType } from "~/domain/product-types";
import { createCatalogService } from "~/server/catalog/catalog-service.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import { ingredientCheckOf } from "~/server/services.server";

/** The entries of each list: issue 29's budget is for a list of 60. */
export const checkedEntries = 60;
/** How often each list is read again once every list was read once: the warm figures are over all of these runs. */
const warmRounds = 5;

export interface CheckedList {
  productId: string;
  /** The list's first 60 entries as the catalogue's source printed them, comma-separated: what a shopper pastes. */
  text: string;
  productType: ProductType;
}

export interface CheckReadingTimes {
  /** The first check of the process: CosIng loaded, then the list split and read. */
  firstMs: number;
  /** Each list read once, its names new to the server's memos (a server that just started), p95 ms. */
  coldP95: number;
  /** Then every list read `warmRounds` times in turn, as a server that has read lists before does: ms. */
  median: number;
  p95: number;
  /** The same runs' processor time (this process's), p95 ms: what the work costs whatever else the machine runs. */
  cpuP95: number;
  runs: number;
  lists: number;
  /** Each list's reading address (`/en/check?list=…&type=…`), as the page's form would redirect to it. */
  addresses: string[];
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** Every product list of at least 60 entries, cut to its first 60, in the order of the catalogue's ids. */
async function sixtyIngredientLists(db: ReturnType<typeof openDatabase>["db"]): Promise<CheckedList[]> {
  const rows = await db
    .selectFrom("product_ingredients")
    .innerJoin("products", "products.id", "product_ingredients.product_id")
    .select(["product_ingredients.product_id", "product_ingredients.raw_name", "products.product_type"])
    .where("product_ingredients.position", "<=", checkedEntries)
    .where("product_ingredients.product_id", "in", (sub) =>
      sub
        .selectFrom("product_ingredients")
        .select("product_id")
        .groupBy("product_id")
        .having((eb) => eb.fn.countAll(), ">=", checkedEntries),
    )
    .orderBy("product_ingredients.product_id")
    .orderBy("product_ingredients.position")
    .execute();
  const lists = new Map<string, { names: string[]; productType: ProductType }>();
  for (const row of rows) {
    if (!isProductType(row.product_type)) throw new Error(`${row.product_id}: unknown type ${row.product_type}`);
    const list = lists.get(row.product_id) ?? { names: [], productType: row.product_type };
    list.names.push(row.raw_name);
    lists.set(row.product_id, list);
  }
  return [...lists].map(([productId, list]) => ({
    productId,
    text: list.names.join(", "),
    productType: list.productType,
  }));
}

/**
 * The first check (CosIng loaded), then every list once (cold: its names new to the resolver's
 * memos), then every list `warmRounds` times in turn, each run timed from the pasted text to the
 * reading, as the page's action and the API do it.
 */
export async function checkReadingTimes(dataDir: string): Promise<CheckReadingTimes> {
  const database = openDatabase({ dataDir, logger: createLogger("error") });
  try {
    const check = ingredientCheckOf(createCatalogService(database.db));
    const lists = await sixtyIngredientLists(database.db);
    const [first] = lists;
    if (first === undefined) throw new Error(`the catalogue has no list of ${checkedEntries} entries or more`);
    const read = async (list: CheckedList) => {
      const cpuAtStart = process.cpuUsage();
      const started = performance.now();
      const split = check.split(list.text);
      const reading = await check.read(split, list.productType);
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuAtStart);
      return { ms, cpuMs: (cpu.user + cpu.system) / 1000, split, reading };
    };
    const firstRun = await read(first);
    if (firstRun.reading.ingredients.length === 0) throw new Error(`${first.productId}: nothing recognised`);
    const cold: number[] = [];
    const addresses: string[] = [];
    for (const list of lists) {
      const run = await read(list);
      cold.push(run.ms);
      const query = shareQuery(run.split, list.productType);
      if (query !== null) addresses.push(`${checkPath("en")}?${query}`);
    }
    const warm: number[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < warmRounds; round++) {
      for (const list of lists) {
        const run = await read(list);
        warm.push(run.ms);
        cpu.push(run.cpuMs);
      }
    }
    const sorted = (values: number[]) => values.sort((a, b) => a - b);
    return {
      firstMs: firstRun.ms,
      coldP95: percentile(sorted(cold), 0.95),
      median: percentile(sorted(warm), 0.5),
      p95: percentile(warm, 0.95),
      cpuP95: percentile(sorted(cpu), 0.95),
      runs: warm.length,
      lists: lists.length,
      addresses,
    };
  } finally {
    await database.close();
  }
}
