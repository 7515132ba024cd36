import type { AppLoadContext } from "react-router";
import type { ProductCardView } from "~/domain/catalog-views";
import type { PastedList } from "~/domain/ingredient-reading";
import type { Language } from "~/domain/language";
import { marketFor } from "~/domain/markets";
import { matchStateFor, type Viewer } from "~/domain/match-state";
import type { ProductType } from "~/domain/product-types";
import { pastedListId } from "~/domain/routine";
import { routineSources } from "~/domain/routine-sources";
import type { CheckInsights, CloseFormulaCard } from "./check-insights";

/**
 * What a reading adds for the visitor and against the catalogue (docs/check.md): the closest
 * formulas in kulit with their prices in the visitor's market, and for a signed-in shopper with a
 * routine, the routine's clash checks run with the list as if it were added. Computed from the
 * services; the match itself is the route's (`matchStateFor`, as on a product page).
 */

export async function checkInsightsOf(
  context: AppLoadContext,
  reading: { list: PastedList; productType: ProductType | null },
  visitor: { viewer: Viewer; userId: string | null; language: Language },
): Promise<CheckInsights> {
  const { services } = context;
  const formula = services.check.formula(reading.list);
  const [closest, clashes] = await Promise.all([
    services.similar.closestTo(formula.ingredientIds, reading.productType, marketFor(visitor.language).market),
    visitor.userId === null
      ? null
      : services.routines.clashesWith(visitor.userId, {
          productType: reading.productType,
          ingredients: formula.listed,
        }),
  ]);
  const card = (item: { product: ProductCardView; sharedTop: number; topCount: number }): CloseFormulaCard => ({
    ...item,
    match: matchStateFor(visitor.viewer, item.product),
  });
  return {
    closest: {
      productType: reading.productType,
      similar: closest.similar.map(card),
      byPrice: closest.byPrice.map((item) => ({ ...card(item), unitPrice: item.unitPrice })),
      sizeUnknown: closest.sizeUnknown,
      unpriced: closest.unpriced,
    },
    routine:
      clashes === null
        ? null
        : {
            productCount: clashes.productCount,
            clashes: clashes.warnings.map((warning) => ({
              kind: warning.kind,
              slot: warning.slot,
              listIngredients: warning.sides.find((side) => side.productId === pastedListId)?.ingredients ?? [],
              others: warning.sides
                .filter((side) => side.productId !== pastedListId)
                .map((side) => ({
                  product: clashes.names[side.productId] ?? side.productId,
                  ingredients: side.ingredients,
                })),
              source: routineSources[warning.source],
            })),
          },
  };
}
