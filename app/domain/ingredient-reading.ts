import type { Aspect } from "./aspects";
import type { ProductIngredientView } from "./catalog-views";
import type { IngredientFlags } from "./ingredient-flags";
import type { SkinType } from "./skin-types";

/** "Check any product" (docs/check.md): a pasted list, and what kulit reads in it. */

/** A pasted list once split: its entries in label order, as the share link carries them. */
export interface PastedList {
  entries: string[];
  /** How many entries, from the first, are a "Drug Facts" label's active ingredients. */
  activeCount: number;
  /** Entries the split set aside as retailer prose ("How to use …"), listed as not read. */
  notNames: string[];
}

/** A name the reading could not resolve, with the nearest CosIng names. */
export interface UnrecognisedName {
  /** As the list writes it. */
  name: string;
  /** Up to three CosIng names, nearest first, each with its page's id where kulit has the page. */
  suggestions: { name: string; ingredientId: string | null }[];
}

export interface IngredientReading {
  /** The substances recognised, in list order; `ingredientId` is set where kulit has the ingredient's page. */
  ingredients: (ProductIngredientView & { position: number; inciName: string })[];
  /** Names not recognised, in list order, each once. */
  unrecognised: UnrecognisedName[];
  /** The flags and "free of" claims of the whole list, read with the chosen type (docs/ingredient-flags.md). */
  flags: IngredientFlags;
  /** The skin types and concerns the list speaks to, as the import derives a product's: what the match reads. */
  skinTypes: SkinType[];
  aspects: Aspect[];
  /** The well-known actives the list holds, as it names them. */
  keyActives: string[];
  /** The list's last entry when it is part of a name ("Potassium Hyalur", "Iris"). */
  cutShortAt: string | null;
}
