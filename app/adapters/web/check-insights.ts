import type { ProductCardView } from "~/domain/catalog-views";
import type { MatchState } from "~/domain/match-state";
import type { ProductType } from "~/domain/product-types";
import type { RoutineWarningKind } from "~/domain/routine";
import type { RoutineSlot } from "~/domain/routine-slots";
import type { UnitPrice } from "~/domain/unit-price";

/** What a reading adds for the visitor and against the catalogue, as the check page shows it (`checkInsightsOf`). */

/** A card of "Closest formulas in kulit", with what makes it close ("shares 6 of your list's first 10"). */
export interface CloseFormulaCard {
  product: ProductCardView;
  match: MatchState;
  sharedTop: number;
  topCount: number;
}

export interface ClosestFormulasView {
  /** The type compared within, or null: every type (the visitor chose "Not sure"). */
  productType: ProductType | null;
  similar: CloseFormulaCard[];
  /** The close formulas with a price per 10 ml (10 g, sheet, pad) in the market, cheapest first. */
  byPrice: (CloseFormulaCard & { unitPrice: UnitPrice })[];
  sizeUnknown: number;
  unpriced: number;
}

/** A warning the list would raise in the routine, with each side's ingredients and the rule's source. */
export interface RoutineClashView {
  kind: RoutineWarningKind;
  slot: RoutineSlot;
  /** The list's own entries that raise it. */
  listIngredients: string[];
  /** Each product of the routine that raises it with the list, by name, with its entries that do. */
  others: { product: string; ingredients: string[] }[];
  source: { title: string; url: string };
}

export interface RoutineClashesView {
  /** How many products the routine holds; 0: nothing to check against. */
  productCount: number;
  clashes: RoutineClashView[];
}

export interface CheckInsights {
  closest: ClosestFormulasView;
  /** Null for a visitor not signed in. */
  routine: RoutineClashesView | null;
}
