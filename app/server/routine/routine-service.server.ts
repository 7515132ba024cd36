import { rulePositions } from "~/domain/rule-positions";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { ProductCardView } from "~/domain/catalog-views";
import type { Country } from "~/domain/countries";
import type { Market } from "~/domain/markets";
import {
  checkRoutine,
  orderedRoutine,
  type PastedRoutineList,
  pastedListWarnings,
  type RoutineAdvice,
  type RoutineProduct,
  routineStepOf,
  slotsFor,
  type RoutineWarning,
} from "~/domain/routine";
import { type RoutineProductIds, routineSchema } from "~/domain/routine-input";
import { maxRoutineProducts, type RoutineSlot, routineSlots, type RoutineStep } from "~/domain/routine-slots";
import type { AnalysisService } from "../analysis/analysis-service.server";
import type { CatalogService } from "../catalog/catalog-service.server";
import type { Database } from "../db/schema.server";
import { RoutineRepository } from "./routine-repository.server";

export interface RoutineItem {
  product: ProductCardView;
  step: RoutineStep;
}

/** A user's routine as the routine page and the API show it (docs/routine.md). */
export interface RoutineView {
  /** Each slot in the order its products are applied. */
  slots: Record<RoutineSlot, RoutineItem[]>;
  warnings: RoutineWarning[];
  advice: RoutineAdvice[];
  /** Products of the routine that the catalogue no longer has, per slot: kept, and said to be gone. */
  missing: Record<RoutineSlot, string[]>;
  /** The climate the advice comes from: the location of the latest analysis; null without one. */
  location: Country | null;
  updatedAt: string | null;
}

/** A pasted list checked against a user's routine (docs/check.md, "Routine clashes"). */
export interface RoutineClashes {
  /** How many products the routine holds (in either slot, each once); 0: no routine to check against. */
  productCount: number;
  /** The warnings that name the list (`pastedListWarnings`), by slot, then kind. */
  warnings: RoutineWarning[];
  /** The names of the routine's products the warnings name, by id. */
  names: Record<string, string>;
}

export type RoutineChange =
  { intent: "add"; slot: RoutineSlot; productId: string } | { intent: "remove"; slot: RoutineSlot; productId: string };

export type RoutineUpdateResult =
  | { ok: true; ids: RoutineProductIds }
  /**
   * `invalid`: not a routine (ids, slots, too many); `unknown-product`: an id the catalogue lacks;
   * `wrong-slot`: a sunscreen in the evening; `full`: adding to a slot that holds the most it may.
   */
  | { ok: false; error: "invalid" | "unknown-product" | "wrong-slot" | "full"; detail: string };

/**
 * The morning and evening routine of a user (docs/routine.md). Every method takes the owner's
 * user id; nothing reads or changes another user's routine.
 */
export interface RoutineService {
  routineOf(userId: string, market: Market): Promise<RoutineView>;
  /** The product ids only (Download my data). */
  idsOf(userId: string): Promise<{ morning: string[]; evening: string[]; updatedAt: string | null }>;
  /** Replaces the routine with `input` (unknown, parsed here); nothing changes when it is refused. */
  replace(userId: string, input: unknown): Promise<RoutineUpdateResult>;
  /** Adds a product to a slot (at its end) or takes it out. */
  change(userId: string, change: RoutineChange): Promise<RoutineUpdateResult>;
  /** The routine's clash checks run with a pasted list as if it were added to it. */
  clashesWith(userId: string, pasted: PastedRoutineList): Promise<RoutineClashes>;
}

export interface RoutineServiceOptions {
  db: Kysely<Database>;
  catalog: CatalogService;
  analyses: AnalysisService;
  /** The countries of the location step, to read the climate of the latest analysis. */
  countries: readonly Country[];
  now?: () => Date;
}

/** Which products exist and their types are the same in every market; only prices differ. */
const anyMarket: Market = "en";

export function createRoutineService(options: RoutineServiceOptions): RoutineService {
  const repository = new RoutineRepository(options.db);
  const now = options.now ?? (() => new Date());

  async function routineProduct(
    id: string,
    market: Market,
  ): Promise<(RoutineProduct & { card: ProductCardView }) | null> {
    const detail = await options.catalog.productDetail(id, market);
    if (detail === null) return null;
    const positions = rulePositions(detail.ingredients);
    return {
      id: detail.id,
      name: detail.name,
      brand: detail.brand,
      productType: detail.productType,
      ingredients: detail.ingredients.map((ingredient, index) => ({
        position: positions[index] ?? index + 1,
        inciName: ingredient.name,
      })),
      card: detail,
    };
  }

  /**
   * Whether the ids may stand in the routine: each a product of the catalogue (or one the routine
   * already holds, kept while the catalogue lacks it), and a sunscreen only in the morning.
   */
  async function checkProducts(ids: RoutineProductIds, kept: ReadonlySet<string>): Promise<RoutineUpdateResult> {
    const all = [...new Set([...ids.morning, ...ids.evening])];
    const cards = await options.catalog.productsByIds(all, anyMarket);
    const known = new Map(cards.map((card) => [card.id, card]));
    const unknown = all.filter((id) => !known.has(id) && !kept.has(id));
    if (unknown.length > 0) {
      return { ok: false, error: "unknown-product", detail: `no product with id ${unknown.join(", ")}` };
    }
    for (const slot of routineSlots) {
      const misplaced = ids[slot].filter((id) => {
        const card = known.get(id);
        return card !== undefined && !slotsFor(card.productType).includes(slot);
      });
      if (misplaced.length > 0) {
        return { ok: false, error: "wrong-slot", detail: `${misplaced.join(", ")}: not used in the ${slot}` };
      }
    }
    return { ok: true, ids };
  }

  /**
   * The user's routine with each product a merge retired named by its surviving product
   * (docs/catalogue.md, "One product, one page"), so a routine saved before the merge keeps it.
   */
  async function storedRoutine(userId: string) {
    const stored = await repository.routineOf(userId);
    const survivors = await options.catalog.survivingProductIds([...stored.ids.morning, ...stored.ids.evening]);
    const current = (ids: readonly string[]) => [...new Set(ids.map((id) => survivors.get(id) ?? id))];
    return { ...stored, ids: { morning: current(stored.ids.morning), evening: current(stored.ids.evening) } };
  }

  return {
    async routineOf(userId, market) {
      const stored = await storedRoutine(userId);
      const read = async (ids: readonly string[]) => {
        const products = await Promise.all(ids.map((id) => routineProduct(id, market)));
        return products.filter((product) => product !== null);
      };
      const [morning, evening, latest] = await Promise.all([
        read(stored.ids.morning),
        read(stored.ids.evening),
        options.analyses.latest(userId),
      ]);
      const location =
        latest === null ? null : (options.countries.find(({ name }) => name === latest.location) ?? null);
      const check = checkRoutine({ morning, evening }, location);
      const found = new Set([...morning, ...evening].map((product) => product.id));
      const items = (products: typeof morning) =>
        orderedRoutine(products).map((product) => ({
          product: product.card,
          step: routineStepOf(product.productType),
        }));
      return {
        slots: { morning: items(morning), evening: items(evening) },
        warnings: check.warnings,
        advice: check.advice,
        missing: {
          morning: stored.ids.morning.filter((id) => !found.has(id)),
          evening: stored.ids.evening.filter((id) => !found.has(id)),
        },
        location,
        updatedAt: stored.updatedAt,
      };
    },

    async clashesWith(userId, pasted) {
      const stored = await storedRoutine(userId);
      const read = async (ids: readonly string[]) =>
        (await Promise.all(ids.map((id) => routineProduct(id, anyMarket)))).filter((product) => product !== null);
      const [morning, evening] = await Promise.all([read(stored.ids.morning), read(stored.ids.evening)]);
      const names = Object.fromEntries([...morning, ...evening].map((product) => [product.id, product.name]));
      return {
        productCount: Object.keys(names).length,
        warnings: pastedListWarnings({ morning, evening }, pasted),
        names,
      };
    },

    async idsOf(userId) {
      const stored = await storedRoutine(userId);
      return { ...stored.ids, updatedAt: stored.updatedAt };
    },

    async replace(userId, input) {
      const parsed = routineSchema.safeParse(input);
      if (!parsed.success) return { ok: false, error: "invalid", detail: z.prettifyError(parsed.error) };
      const stored = await repository.routineOf(userId);
      const checked = await checkProducts(parsed.data, new Set([...stored.ids.morning, ...stored.ids.evening]));
      if (!checked.ok) return checked;
      await repository.update(userId, () => parsed.data, now().toISOString());
      return checked;
    },

    async change(userId, change) {
      if (change.intent === "add") {
        const added = { morning: [], evening: [], [change.slot]: [change.productId] };
        const checked = await checkProducts(added, new Set());
        if (!checked.ok) return checked;
      }
      // An id a merge retired stands for its surviving product: taking one out takes out both.
      const survivors = await options.catalog.survivingProductIds(
        (await repository.routineOf(userId)).ids[change.slot],
      );
      const ids = await repository.update(
        userId,
        (current) => {
          const others = current[change.slot].filter(
            (id) => id !== change.productId && survivors.get(id) !== change.productId,
          );
          if (change.intent === "remove") return { ...current, [change.slot]: others };
          return others.length >= maxRoutineProducts
            ? null
            : { ...current, [change.slot]: [...others, change.productId] };
        },
        now().toISOString(),
      );
      return ids === null
        ? { ok: false, error: "full", detail: `at most ${maxRoutineProducts} products per slot` }
        : { ok: true, ids };
    },
  };
}
