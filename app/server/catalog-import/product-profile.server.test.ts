import { describe, expect, it } from "vitest";
import type { Aspect } from "~/domain/aspects";
import { ingredientFlags } from "~/domain/ingredient-flags";
import { ingredientIdOf } from "~/domain/ingredient-name";
import type { ProductForm } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import type { SkinType } from "~/domain/skin-types";
import { deriveProfile } from "./product-profile.server";

/** The profile of a list of names, with the flags the list raises, as the import derives it. */
function profileOf(
  productType: ProductType,
  form: ProductForm,
  names: readonly string[],
  stated: { skinTypes?: SkinType[]; aspects?: Aspect[] } = {},
) {
  const ingredients = names.map((name) => ({ id: ingredientIdOf(name), inciName: name }));
  const flags = ingredientFlags(
    names.map((inciName, index) => ({ position: index + 1, inciName })),
    productType,
    form,
  ).flags.map((raised) => raised.flag);
  return deriveProfile({
    productType,
    form,
    ingredients,
    flags,
    statedSkinTypes: stated.skinTypes ?? [],
    statedAspects: stated.aspects ?? [],
  });
}

/** Real lists from data/ (the rows' product ids). */
const realLists = {
  /** baviphat-peach-all-in-one-peeling-gel, stated for dry and normal skin */
  peelingGel: [
    "Water",
    "Cellulose",
    "Glycerin",
    "Alcohol",
    "Butylene Glycol",
    "C11-15 Pareth-12",
    "PEG-40 Hydrogenated Castor Oil",
    "Silica",
    "Carbomer",
    "Arginine",
    "CI 19140",
    "CI 15985",
    "Phenoxyethanol",
    "Prunus Persica Fruit Extract",
  ],
  /** tirtir-ceramic-cream, stated for oily, dry and combination skin */
  richCream: [
    "Olea Europaea Fruit Oil",
    "Macadamia Ternifolia Seed Oil",
    "Hamamelis Virginiana Extract",
    "Butyrospermum Parkii Butter",
    "Camellia Sinensis Leaf Extract",
    "Rosmarinus Officinalis Leaf Extract",
    "Chamomilla Recutita Flower Extract",
    "Centella Asiatica Extract",
    "Glycyrrhiza Glabra Root Extract",
    "Polygonum Cuspidatum Root Extract",
    "Scutellaria Baicalensis Root Extract",
    "Illicium Verum Fruit Extract",
  ],
};

describe("deriveProfile", () => {
  it("derives aspects and skin types from ingredients", () => {
    const profile = profileOf("treatment", "liquid", ["Water", "Niacinamide", "Salicylic Acid", "Glycerin"]);
    expect(profile.aspects).toEqual(["acne", "pores"]);
    expect(profile.skinTypes).toEqual(["oily", "combination", "normal"]);
  });

  it("lets source statements win where the list does not contradict them", () => {
    const profile = profileOf("moisturizer", "cream", ["Water", "Niacinamide"], {
      skinTypes: ["dry"],
      aspects: ["wrinkles"],
    });
    expect(profile.skinTypes).toEqual(["dry"]);
    expect(profile.aspects).toEqual(["wrinkles"]);
  });

  it("takes dry skin and the dryness and redness concerns away from a drying alcohol in the first five", () => {
    const profile = profileOf("exfoliant", "wash-off", realLists.peelingGel, {
      skinTypes: ["dry", "normal"],
      aspects: ["dryness", "redness", "pores"],
    });
    expect(profile.skinTypes).toEqual(["normal"]);
    expect(profile.aspects).toEqual(["pores"]);
  });

  it("takes dry skin away from essential oils, retinoids and exfoliating acids", () => {
    for (const listed of ["Lavandula Angustifolia Oil", "Retinol", "Lactic Acid"]) {
      expect(profileOf("moisturizer", "cream", ["Water", "Glycerin", listed]).skinTypes, listed).not.toContain("dry");
    }
  });

  it("takes oily skin away from rich occlusives at the top of a product left on", () => {
    const stated = { skinTypes: ["oily", "dry", "combination"] as SkinType[] };
    expect(profileOf("moisturizer", "cream", realLists.richCream, stated).skinTypes).toEqual(["dry", "combination"]);
    expect(profileOf("oil-based cleanser", "balm", realLists.richCream, stated).skinTypes).toEqual([
      "oily",
      "dry",
      "combination",
    ]);
  });

  it("falls back to what the list leaves when it rules out every stated skin type", () => {
    expect(profileOf("toner", "liquid", ["Water", "Alcohol Denat."], { skinTypes: ["dry"] }).skinTypes).toEqual([
      "oily",
      "combination",
      "normal",
    ]);
  });

  it("speaks of puffiness only for eye products", () => {
    expect(profileOf("treatment", "liquid", ["Water", "Caffeine"]).aspects).not.toContain("eyebags");
    expect(profileOf("treatment", "liquid", ["Water"], { aspects: ["eyebags"] }).aspects).toEqual([]);
    expect(profileOf("eye-cream", "cream", ["Water", "Caffeine"]).aspects).toEqual(["eyebags"]);
  });

  it("counts ubiquitous ingredients only near the top", () => {
    const names = ["Water", "A", "B", "C", "D", "E", "F", "Glycerin"];
    expect(profileOf("toner", "liquid", names).aspects).toEqual([]);
  });

  it("falls back to every skin type without any signal", () => {
    expect(profileOf("toner", "liquid", ["Water"]).skinTypes).toEqual(["oily", "dry", "combination", "normal"]);
  });

  it("reads willow bark as no salicylic acid", () => {
    expect(profileOf("toner", "liquid", ["Water", "Salix Alba Bark Extract"]).aspects).toEqual([]);
    expect(profileOf("toner", "liquid", ["Water", "Salicylic Acid"]).aspects).toEqual(["acne", "pores"]);
  });
});
