import type { SoldInVersions } from "~/domain/product-versions";
import type { Aspect } from "~/domain/aspects";
import type { IngredientView } from "~/domain/catalog-views";
import type { CommunityRating } from "~/domain/community-ratings";
import type { IngredientFlagKey } from "~/domain/ingredient-flags";
import type { ProductForm } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import type { SkinType } from "~/domain/skin-types";
import type { ReferencePrice } from "./reference-prices.server";
import type { OfferLink } from "./shop-links.server";
import type { ObservedPrice, ProductSize } from "./source-row.server";

/** A product as the importer will store it. */
export interface ProductRecord {
  id: string;
  name: string;
  brand: string;
  productType: ProductType;
  form: ProductForm;
  /** The category words its sources gave (evidence for type and form; not stored). */
  labels: string[];
  size: ProductSize | null;
  /** ISO date and source key of the ingredient list shown (the newest any source gave). */
  listObservedOn: string;
  listSource: string;
  /** Entries of that list that name no ingredient we can show, as the source writes them (docs/catalogue.md). */
  listLeftOut: string[];
  /** The list's last entry when it is part of a name: the source's list was cut short there. */
  listCutShortAt: string | null;
  /** The list was cut short, or is made in water and names no preservative (`namesNoPreservative`). */
  listMayBeIncomplete: boolean;
  /** The versions a shop sells under the product's name, and which one the list is; null when no source names versions. */
  versions: SoldInVersions | null;
  descriptionEn: string;
  descriptionId: string;
  usageEn: string;
  usageId: string;
  /** Null while no source has priced the product. */
  basePriceGbp: number | null;
  images: string[];
  rank: number;
  skinTypes: SkinType[];
  aspects: Aspect[];
  /** The ingredient flags its list raises (docs/ingredient-flags.md), stored for list filters. */
  flags: IngredientFlagKey[];
  /** The list as printed; `active` and `statedPercent` as the label gives them (docs/catalogue.md). */
  ingredients: {
    position: number;
    rawName: string;
    ingredientId: string;
    active: boolean;
    statedPercent: number | null;
  }[];
  referencePrices: ReferencePrice[];
  /** Every price seen for the product, outliers left out, newest first. */
  observations: ObservedPrice[];
  offers: OfferLink[];
  /** Shoppers' ratings on community and shop sites, one per site, as the sources recorded them. */
  ratings: CommunityRating[];
}

/** An ingredient as the import writes it: what its page shows, and what it is good for. */
export interface IngredientRecord extends IngredientView {
  aspects: Aspect[];
  skinTypes: SkinType[];
}
