import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  applyPairDecisions,
  type PairDecision,
  pairDecisionsFile,
  readPairDecisions,
} from "./product-pair-decisions.server";
import { groupProducts } from "./product-matcher.server";
import type { SourceProduct } from "./source-row.server";

function row(source: string, brand: string, name: string, ingredients: string[], line = 2): SourceProduct {
  return {
    file: `${source}.csv`,
    line,
    source,
    brand,
    name,
    productType: "moisturizer",
    labels: [],
    size: null,
    ingredients,
    listObservedOn: "2023-01-01",
    price: null,
    rating: null,
    skinTypes: [],
    aspects: [],
    sourceRank: 1,
  };
}

function decision(overrides: Partial<PairDecision>): PairDecision {
  return {
    brand: "Torriden",
    names: ["Sold In Ceramide Cream", "Solid In Ceramide Cream"],
    decision: "same",
    named: "Solid In Ceramide Cream",
    reason: "Sold is a typo of Solid",
    line: 2,
    ...overrides,
  };
}

describe("readPairDecisions", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads reviewed rows and refuses malformed or repeated ones with their reason", () => {
    dir = mkdtempSync(path.join(tmpdir(), "kulit-pairs-"));
    writeFileSync(
      path.join(dir, pairDecisionsFile),
      [
        "brand,name,other_name,decision,named,reason",
        "Torriden,Sold In Ceramide Cream,Solid In Ceramide Cream,same,Solid In Ceramide Cream,Sold is a typo of Solid",
        "Torriden,Solid In Ceramide Cream,Sold In Ceramide Cream,different,,again",
        "Laneige,Cream Skin Mist,Cream Skin Refiner,merge,,not a decision",
        "Laneige,Cream Skin Mist,Cream Skin Refiner,same,Cream Skin Toner,names neither",
        "Yadah,Cactus Toner,Cactus Toner Pads,different,,",
      ].join("\n"),
    );
    const read = readPairDecisions(dir);
    expect(read.decisions).toEqual([decision({ line: 2 })]);
    expect(read.rejections.map((rejection) => [rejection.line, rejection.reason.replace(/:.*/, "")])).toEqual([
      [3, "pair decided twice"],
      [4, "malformed pair decision"],
      [5, "malformed pair decision"],
      [6, "malformed pair decision"],
    ]);
  });
});

describe("applyPairDecisions", () => {
  // As the import compares lists: by substance, whatever the spelling (here, the case).
  const listOf = (product: SourceProduct) => [product.ingredients.join("|").toLowerCase()];

  const ceramide = ["Water", "Glycerin", "Ceramide NP"];

  /** The rows grouped and one list-belongs-to decision applied: `owner`'s list, refused to `other`. */
  const listBelongsTo = (rows: SourceProduct[], brand: string, owner: string, other: string) =>
    applyPairDecisions(
      groupProducts(rows, []),
      [decision({ brand, names: [other, owner], decision: "list-belongs-to", named: owner })],
      listOf,
    );

  it("merges a same pair under the surviving name, in the better place", () => {
    const groups = groupProducts(
      [
        row("sociolla-2025", "Torriden", "Sold In Ceramide Cream", ceramide),
        row("sociolla-2025", "Torriden", "Dive-In Low Molecular Hyaluronic Acid Serum", ["Water"], 3),
        row("skinsort-2023", "Torriden", "Solid In Ceramide Cream", ceramide),
      ],
      [],
    );
    const reviewed = applyPairDecisions(groups, [decision({})], listOf);
    expect(reviewed.groups.map((group) => group.members.map((member) => member.name))).toEqual([
      ["Solid In Ceramide Cream", "Sold In Ceramide Cream"],
      ["Dive-In Low Molecular Hyaluronic Acid Serum"],
    ]);
  });

  it("refuses the owner's list for the other product, which keeps its other rows", () => {
    const shared = ["Glycerin", "Water", "Stearic Acid", "Salix Nigra (Willow) Bark Extract"];
    const hyaluronic = row("skincareapi-2017", "COSRX", "Hyaluronic Acid Hydra Foam Cleanser", shared);
    const hyaluronicOwn = row("sociolla-2025", "COSRX", "Hyaluronic Acid Hydra Foam Cleanser", [
      "Water",
      "Sodium Hyaluronate",
    ]);
    const salicylic = row(
      "skincareapi-2017",
      "COSRX",
      "Salicylic Acid Exfoliating Cleanser",
      shared.map((entry) => entry.toUpperCase()),
      3,
    );
    const reviewed = listBelongsTo(
      [hyaluronic, salicylic, hyaluronicOwn],
      "COSRX",
      "Salicylic Acid Exfoliating Cleanser",
      "Hyaluronic Acid Hydra Foam Cleanser",
    );
    expect([...reviewed.refusedLists]).toEqual([[hyaluronic, "cosrx-salicylic-acid-exfoliating-cleanser"]]);
    expect(reviewed.groups).toHaveLength(2);
  });

  it("refuses a near copy of the owner's list too, as the pair report finds it (innisfree's Jeju essences)", () => {
    const volcanic = ["Water", "Cyclopentasiloxane", "Propanediol", "Squalane", "Silica"];
    const more = ["Volcanic Ash", "Protease", "Pea Extract", "Glycerin", "Phenoxyethanol"];
    const owner = row("skincareapi-2017", "innisfree", "Jeju Volcanic Pore Essence", [...volcanic, ...more]);
    // The same list with one name more: 10 of 11 substances shared.
    const copy = row(
      "skincareapi-2017",
      "innisfree",
      "Jeju Sparkling Mineral Essence",
      [...volcanic, ...more, "Fragrance"],
      3,
    );
    const own = row(
      "sociolla-2025",
      "innisfree",
      "Jeju Sparkling Mineral Essence",
      ["Water", "Glycerin", "Sea Water"],
      4,
    );
    const reviewed = listBelongsTo(
      [owner, copy, own],
      "innisfree",
      "Jeju Volcanic Pore Essence",
      "Jeju Sparkling Mineral Essence",
    );
    expect([...reviewed.refusedLists]).toEqual([[copy, "innisfree-jeju-volcanic-pore-essence"]]);
  });
});
