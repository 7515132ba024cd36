import { LRUCache } from "lru-cache";
import type { ProductIngredientView } from "~/domain/catalog-views";
import type { ListedIngredient as RuleIngredient } from "~/domain/inci-names";
import type { IngredientReading, PastedList } from "~/domain/ingredient-reading";
import { nameStatedAspects } from "~/domain/name-purpose";
import { keyActives } from "~/domain/compare";
import { ingredientFlags } from "~/domain/ingredient-flags";
import { pastedListText } from "~/domain/pasted-ingredient-list";
import type { ProductType } from "~/domain/product-types";
import { rulePositions } from "~/domain/rule-positions";
import { type CosingIndex, loadCosing } from "~/server/catalog-import/cosing-index.server";
import { splitInciList } from "~/server/catalog-import/inci-list.server";
import { ingredientRecord } from "~/server/catalog-import/ingredient-record.server";
import {
  type CosingResolution,
  type IngredientListReading,
  type ListEntry,
  listedInciName,
  nearestCosingNames,
  readIngredientList,
} from "~/server/catalog-import/ingredient-resolver.server";
import { deriveProductForm } from "~/server/catalog-import/product-form.server";
import { deriveProfile } from "~/server/catalog-import/product-profile.server";

/**
 * "Check any product" (docs/check.md): a pasted ingredient list read exactly as the catalogue
 * import reads a shop's list, against the same CosIng index, without the import's refusals.
 */

export interface IngredientCheckService {
  /** The entries of a pasted text (`pastedListText`, then the import's split); never refuses. */
  split(text: string): PastedList;
  read(list: PastedList, productType: ProductType | null): Promise<IngredientReading>;
  /** The list as the catalogue's comparisons read a product's: its substances, and its entries by name and place. */
  formula(list: PastedList): PastedFormula;
}

/** A pasted list as the similarity index and the routine's rules read a catalogue product's list. */
export interface PastedFormula {
  /** Every entry's substance in list order, a name CosIng lacks included, as the import stores a list. */
  ingredientIds: string[];
  /** Every entry at its rule position, by the name a product page shows. */
  listed: RuleIngredient[];
}

export interface IngredientCheckOptions {
  /** The CosIng CSV, read on the first check and kept for the process's life. */
  cosingFile: string;
  /** The ids among `ids` whose ingredient page exists (the catalogue's ingredients). */
  ingredientPages(ids: readonly string[]): Promise<ReadonlySet<string>>;
}

/**
 * A reading suggests names for this many unrecognised entries at most: each costs a search of
 * CosIng's vocabulary (milliseconds per word), and a list of 200 unknown names would take seconds.
 */
const maxSuggested = 15;
/** Names whose suggestions are kept, as many as the resolver keeps names of each kind. */
const maxNamesSuggestedFor = 50_000;

export function createIngredientCheck(options: IngredientCheckOptions): IngredientCheckService {
  let cosing: CosingIndex | undefined;
  // Some 0.5 s of work on this machine, so only a server that is asked for a check pays it.
  const index = (): CosingIndex => (cosing ??= loadCosing(options.cosingFile, "cosing").index);
  // A name not recognised is often pasted again (a shared link, a common misspelling), and its
  // suggestions are its most costly part to read (docs/performance.md, "Checking a list").
  const suggestionsByName = new LRUCache<string, CosingResolution[]>({ max: maxNamesSuggestedFor });
  const suggestionsFor = (name: string, cosingIndex: CosingIndex): CosingResolution[] => {
    const known = suggestionsByName.get(name);
    if (known !== undefined) return known;
    const found = nearestCosingNames(name, cosingIndex);
    suggestionsByName.set(name, found);
    return found;
  };

  // The route reads a list, then compares its formula with the catalogue's (docs/check.md): the
  // reading's own resolution serves both, so a list is resolved once per request.
  const formulaRead = new WeakMap<PastedList, PastedFormula>();

  function split(text: string): PastedList {
    const listText = pastedListText(text);
    const split = splitInciList(listText);
    if (split.ok) {
      const actives = split.entries.slice(0, split.activeCount).filter(hasWord);
      const others = split.entries.slice(split.activeCount).filter(hasWord);
      return { entries: [...actives, ...others], activeCount: actives.length, notNames: split.notNames };
    }
    // The import refuses what is not one product's list (a set, a size per list); a check reads
    // what it can: every comma-separated piece, the unreadable ones listed as not recognised.
    const entries = listText
      .split(/[,;]/)
      .map((entry) => entry.replace(/\s+/g, " ").trim())
      .filter(hasWord);
    return { entries, activeCount: 0, notNames: [] };
  }

  async function read(list: PastedList, productType: ProductType | null): Promise<IngredientReading> {
    const cosingIndex = index();
    const reading = readIngredientList(list.entries, cosingIndex, list.activeCount, list.notNames);
    formulaRead.set(list, formulaOf(reading));
    const recognised = reading.ingredients.filter((entry) => entry.kind === "cosing");
    const notResolved = reading.ingredients.filter((entry) => entry.kind === "unresolved");
    const unreadNames = [
      ...new Set([...notResolved.map((entry) => entry.raw.replace(/\s+/g, " ").trim()), ...reading.leftOut]),
    ];
    const suggested = unreadNames.map((name, index) => ({
      name,
      suggestions: index < maxSuggested ? suggestionsFor(name, cosingIndex) : [],
    }));
    const pages = await options.ingredientPages([
      ...recognised.map((entry) => entry.id),
      ...suggested.flatMap((name) => name.suggestions.map((suggestion) => suggestion.id)),
    ]);
    const pageOf = (id: string) => (pages.has(id) ? id : null);
    const positions = rulePositions(reading.ingredients);
    const positionOf = new Map(reading.ingredients.map((entry, index) => [entry, positions[index] ?? index + 1]));
    const inciNames = reading.ingredients.map(listedInciName);
    // The form the import reads from a type and a list (a product name aside), which the flags and
    // the skin types read as a product page's do; without a type, none: left on the skin.
    const form = productType === null ? undefined : deriveProductForm("", productType, [], inciNames);
    // As on a product page: every listed entry at its position, a name CosIng lacks included,
    // and the entries left out where they plainly name a fragrance or an essential oil.
    const flags = ingredientFlags(
      reading.ingredients.map((entry) => ({ position: positionOf.get(entry) ?? 0, inciName: entry.displayName })),
      productType ?? undefined,
      form,
      reading.leftOut,
    );
    // The skin types and concerns the match reads, derived as the import derives a product's
    // (docs/check.md, "The personal match"); a pasted list has no name and no shop's tags.
    const profile = deriveProfile({
      productType: productType ?? undefined,
      form,
      ingredients: reading.ingredients.map((entry, index) => ({
        id: entry.id,
        inciName: inciNames[index] ?? entry.displayName,
        statedPercent: entry.statedPercent,
      })),
      flags: flags.flags.map((flag) => flag.flag),
      statedSkinTypes: [],
      statedAspects: productType === null ? [] : nameStatedAspects(productType, "", inciNames),
    });
    const ingredients = recognised.map((entry) => ({
      ...ingredientView(entry, pageOf(entry.id)),
      position: positionOf.get(entry) ?? 0,
      inciName: entry.record.inciName,
    }));
    return {
      ingredients,
      unrecognised: suggested.map((name) => ({
        name: name.name,
        suggestions: name.suggestions.map((suggestion) => ({
          name: suggestion.displayName,
          ingredientId: pageOf(suggestion.id),
        })),
      })),
      flags,
      skinTypes: profile.skinTypes,
      aspects: profile.aspects,
      keyActives: keyActives(recognised.map((entry) => ({ ingredientId: entry.id, name: entry.displayName }))),
      cutShortAt: reading.cutShortAt,
    };
  }

  function formula(list: PastedList): PastedFormula {
    return (
      formulaRead.get(list) ?? formulaOf(readIngredientList(list.entries, index(), list.activeCount, list.notNames))
    );
  }

  return { split, read, formula };
}

/** Whether an entry has a letter or a digit: a lone mark ("*", "…") is punctuation the split left, not a name. */
function hasWord(entry: string): boolean {
  return /[\p{L}\p{N}]/u.test(entry);
}

/** A recognised entry as the product page shows a list's ingredient (its chips as the import gives them). */
function ingredientView(entry: ListEntry, pageId: string | null): ProductIngredientView {
  const record = ingredientRecord(entry);
  return {
    rawName: entry.raw,
    name: entry.displayName,
    ingredientId: pageId,
    functions: record.functions,
    kulitFunctions: record.kulitFunctions,
    active: entry.active,
    statedPercent: entry.statedPercent,
  };
}

/** A reading's substances in list order and its entries by name and place, as the comparisons read a product's list. */
function formulaOf(reading: IngredientListReading): PastedFormula {
  const positions = rulePositions(reading.ingredients);
  return {
    ingredientIds: reading.ingredients.map((entry) => entry.id),
    listed: reading.ingredients.map((entry, place) => ({
      position: positions[place] ?? place + 1,
      inciName: entry.displayName,
    })),
  };
}
