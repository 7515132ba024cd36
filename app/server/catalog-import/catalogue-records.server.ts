import type { Aspect } from "~/domain/aspects";
import type { IngredientFunction } from "~/domain/ingredient-functions";
import type { ProductType } from "~/domain/product-types";
import type { SkinType } from "~/domain/skin-types";
import type { ReferencePrice } from "./reference-prices.server";
import type { OfferLink } from "./shop-links.server";

/** A product as the importer will store it. */
export interface ProductRecord {
  id: string;
  name: string;
  brand: string;
  productType: ProductType;
  sizeMl: number | null;
  descriptionEn: string;
  descriptionId: string;
  usageEn: string;
  usageId: string;
  basePriceGbp: number;
  images: string[];
  rank: number;
  skinTypes: SkinType[];
  aspects: Aspect[];
  ingredients: { position: number; rawName: string; ingredientId: string }[];
  referencePrices: ReferencePrice[];
  offers: OfferLink[];
}

export interface IngredientRecord {
  id: string;
  name: string;
  inciName: string | null;
  cas: string | null;
  ec: string | null;
  cosingFunctions: string[];
  functions: IngredientFunction[];
  aspects: Aspect[];
  skinTypes: SkinType[];
}
