import { describe, expect, it } from "vitest";
import { rangeNameRows } from "./range-names.server";
import type { SourceProduct } from "./source-row.server";

const sociolla2025 = "products_indonesia_sociolla_inci_2025.csv";
const sokoglam2022 = "products_kbeauty_sokoglam_2022.csv";

function row(file: string, line: number, brand: string, name: string): SourceProduct {
  return {
    file,
    line,
    source: file,
    brand,
    name,
    productType: "mask",
    labels: [],
    size: null,
    ingredients: ["Water", "Glycerin"],
    listObservedOn: "2025-03-01",
    price: null,
    rating: null,
    skinTypes: [],
    aspects: [],
    sourceRank: line,
  };
}

const names = (rows: ReadonlySet<SourceProduct>) => [...rows].map((found) => found.name);

// Real rows of data/ (docs/catalogue.md, "What the import does", step 2).
describe("rangeNameRows", () => {
  const realNature = row(sociolla2025, 2010, "Nature Republic", "Real Nature");
  const teaTree = row(sociolla2025, 2046, "Nature Republic", "Real Nature Tea Tree Mask Sheet");
  const greenTea = row(sociolla2025, 2083, "Nature Republic", "Real Nature Green Tea Mask Sheet");

  it("finds a name that says no kind and begins two of the brand's masks in the same file", () => {
    expect(names(rangeNameRows([realNature, teaTree, greenTea]))).toEqual(["Real Nature"]);
  });

  it("needs two variants, in the same file and of the same brand", () => {
    expect(rangeNameRows([realNature, teaTree]).size).toBe(0);
    expect(rangeNameRows([realNature, teaTree, { ...greenTea, file: "products_skinsort_subset_2023.csv" }]).size).toBe(
      0,
    );
    expect(rangeNameRows([realNature, teaTree, { ...greenTea, brand: "Innisfree" }]).size).toBe(0);
  });

  it("keeps a name that says its kind beside its line's other products", () => {
    const rows = [
      row(sociolla2025, 115, "Celimax", "The Real Noni Energy Ampoule"),
      row(sociolla2025, 961, "Celimax", "The Real Noni Energy Ampoule Mist"),
      row(sociolla2025, 2061, "Celimax", "The Real Noni Energy Ampoule Mask"),
    ];
    expect(rangeNameRows(rows).size).toBe(0);
  });

  it("keeps an original product whose stronger version names no kind either", () => {
    const rows = [
      row(sokoglam2022, 623, "Dr. Different", "VITALIFT-A"),
      row(sokoglam2022, 554, "Dr. Different", "VITALIFT-A Eye & Neck"),
      row(sokoglam2022, 657, "Dr. Different", "VITALIFT-A Forte"),
    ];
    expect(rangeNameRows(rows).size).toBe(0);
  });

  it("does not take a size, a mini or a pack for a variant", () => {
    const rows = [
      row(sociolla2025, 2, "Nature Republic", "Real Nature"),
      row(sociolla2025, 3, "Nature Republic", "Real Nature Mini"),
      row(sociolla2025, 4, "Nature Republic", "Real Nature 10 Sheets"),
      row(sociolla2025, 5, "Nature Republic", "Real Nature (Box of 10)"),
    ];
    expect(rangeNameRows(rows).size).toBe(0);
  });
});
