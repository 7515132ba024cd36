import { isBarSoap } from "~/domain/list-bases";
import { isSpotTreatment } from "~/domain/name-purpose";
import { type ProductForm, productForms } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import { type ComposerSentenceKey, type Pair, composerText } from "./composer-texts.server";
import { peelsOff } from "./product-form.server";

/** A type's nouns: one for each form that has a word of its own, and one for every other form. */
interface TypeNouns {
  byForm: Partial<Record<ProductForm, ComposerSentenceKey>>;
  other: ComposerSentenceKey;
}

const typeNouns: Record<ProductType, TypeNouns> = {
  "oil-based cleanser": {
    byForm: {
      balm: "nouns.oilBasedCleanser.balm",
      lotion: "nouns.oilBasedCleanser.lotion",
      cream: "nouns.oilBasedCleanser.cream",
      gel: "nouns.oilBasedCleanser.gel",
      pad: "nouns.oilBasedCleanser.pad",
      liquid: "nouns.oilBasedCleanser.liquid",
    },
    other: "nouns.oilBasedCleanser.other",
  },
  "water-based cleanser": {
    byForm: {
      foam: "nouns.waterBasedCleanser.foam",
      gel: "nouns.waterBasedCleanser.gel",
      cream: "nouns.waterBasedCleanser.cream",
      lotion: "nouns.waterBasedCleanser.lotion",
      liquid: "nouns.waterBasedCleanser.liquid",
      pad: "nouns.waterBasedCleanser.pad",
      powder: "nouns.waterBasedCleanser.powder",
      stick: "nouns.waterBasedCleanser.stick",
    },
    other: "nouns.waterBasedCleanser.other",
  },
  exfoliant: {
    byForm: {
      pad: "nouns.exfoliant.pad",
      "wash-off": "nouns.exfoliant.scrub",
      gel: "nouns.exfoliant.gel",
      cream: "nouns.exfoliant.cream",
      lotion: "nouns.exfoliant.lotion",
      foam: "nouns.exfoliant.foam",
      powder: "nouns.exfoliant.powder",
    },
    other: "nouns.exfoliant.other",
  },
  toner: { byForm: { pad: "nouns.toner.pad", mist: "nouns.toner.mist" }, other: "nouns.toner.other" },
  essence: { byForm: { mist: "nouns.essence.mist" }, other: "nouns.essence.other" },
  treatment: {
    byForm: {
      oil: "nouns.treatment.oil",
      gel: "nouns.treatment.gel",
      cream: "nouns.treatment.cream",
      mist: "nouns.treatment.mist",
      powder: "nouns.treatment.powder",
      balm: "nouns.treatment.balm",
    },
    other: "nouns.treatment.other",
  },
  mask: {
    byForm: {
      sheet: "nouns.mask.sheet",
      sleeping: "nouns.mask.sleeping",
      mist: "nouns.mask.mist",
      "wash-off": "nouns.mask.washOff",
    },
    other: "nouns.mask.other",
  },
  "eye-cream": {
    byForm: {
      sheet: "nouns.eyeCream.sheet",
      gel: "nouns.eyeCream.gel",
      liquid: "nouns.eyeCream.liquid",
      balm: "nouns.eyeCream.balm",
      stick: "nouns.eyeCream.stick",
      sleeping: "nouns.eyeCream.sleeping",
    },
    other: "nouns.eyeCream.other",
  },
  moisturizer: {
    byForm: {
      gel: "nouns.moisturizer.gel",
      lotion: "nouns.moisturizer.lotion",
      oil: "nouns.moisturizer.oil",
      balm: "nouns.moisturizer.balm",
      mist: "nouns.moisturizer.mist",
      stick: "nouns.moisturizer.stick",
      cream: "nouns.moisturizer.cream",
    },
    other: "nouns.moisturizer.other",
  },
  spf: {
    byForm: {
      stick: "nouns.spf.stick",
      mist: "nouns.spf.mist",
      powder: "nouns.spf.powder",
      gel: "nouns.spf.gel",
      liquid: "nouns.spf.liquid",
      lotion: "nouns.spf.lotion",
    },
    other: "nouns.spf.other",
  },
};

/**
 * A noun the name or list makes more precise than the form's ("Micellar Water", a bar of soap, a
 * spot treatment). `forms` are the forms it refines; without them, every form the type has no
 * noun of its own for. The first that holds wins.
 */
interface PreciseNoun {
  type: ProductType;
  forms?: readonly ProductForm[];
  holds: (lowerName: string, inciNames: readonly string[]) => boolean;
  noun: ComposerSentenceKey;
}

const spotTreatment = (lowerName: string, inciNames: readonly string[]) =>
  isSpotTreatment("treatment", lowerName, inciNames);

const preciseNouns: readonly PreciseNoun[] = [
  { type: "water-based cleanser", forms: ["foam"], holds: isBarSoap, noun: "nouns.waterBasedCleanser.bar" },
  {
    type: "water-based cleanser",
    forms: ["liquid"],
    holds: (name) => /micellar/.test(name),
    noun: "nouns.waterBasedCleanser.micellar",
  },
  { type: "exfoliant", forms: ["wash-off"], holds: (name) => /peel/.test(name), noun: "nouns.exfoliant.peeling" },
  {
    type: "exfoliant",
    forms: ["powder"],
    holds: (name) => /enzyme/.test(name),
    noun: "nouns.exfoliant.enzymePowder",
  },
  { type: "exfoliant", holds: (name) => /toner|tonic/.test(name), noun: "nouns.exfoliant.toner" },
  {
    type: "exfoliant",
    holds: (name) => /serum|essence|ampoule|ampule/.test(name),
    noun: "nouns.exfoliant.serum",
  },
  { type: "treatment", forms: ["gel"], holds: spotTreatment, noun: "nouns.spot.gel" },
  { type: "treatment", forms: ["cream"], holds: spotTreatment, noun: "nouns.spot.cream" },
  { type: "treatment", forms: productForms, holds: spotTreatment, noun: "nouns.spot.other" },
  { type: "treatment", holds: (name) => /ampoule|ampule/.test(name), noun: "nouns.treatment.ampoule" },
  {
    type: "mask",
    forms: productForms.filter((form) => form !== "sheet" && form !== "sleeping" && form !== "mist"),
    holds: peelsOff,
    noun: "nouns.mask.peelOff",
  },
  {
    type: "moisturizer",
    forms: ["lotion"],
    holds: (name) => /emulsion/.test(name),
    noun: "nouns.moisturizer.emulsion",
  },
  { type: "spf", forms: ["liquid"], holds: (name) => /essence/.test(name), noun: "nouns.spf.essence" },
  { type: "spf", forms: ["lotion"], holds: (name) => /fluid/.test(name), noun: "nouns.spf.fluid" },
];

/**
 * The everyday word for the product, from its type, form, name and list (CosIng INCI names);
 * never an ingredient word.
 */
export function productNoun(type: ProductType, form: ProductForm, name: string, inciNames: readonly string[]): Pair {
  const lowerName = name.toLowerCase();
  const nouns = typeNouns[type];
  const ownNoun = nouns.byForm[form];
  const precise = preciseNouns.find(
    (entry) =>
      entry.type === type &&
      (entry.forms ? entry.forms.includes(form) : ownNoun === undefined) &&
      entry.holds(lowerName, inciNames),
  );
  return composerText(precise?.noun ?? ownNoun ?? nouns.other);
}
