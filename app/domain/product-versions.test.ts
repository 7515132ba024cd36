import { describe, expect, it } from "vitest";
import { versionOfList, versionsOf } from "./product-versions";

describe("versionOfList", () => {
  it("names the version an ingredient of the list holds while no other version's is there", () => {
    expect(versionOfList(["Rice", "Green Tea"], ["Water", "Rice Ferment Filtrate (Sake)", "Glycerin"])).toBe("Rice");
    expect(versionOfList(["Rice", "Green Tea"], ["Water", "Camellia Sinensis Leaf Extract"])).toBe("Green Tea");
  });

  it("does not tell when no version, or more than one, is in the list", () => {
    expect(versionOfList(["Rice", "Green Tea"], ["Water", "Glycerin"])).toBeNull();
    expect(
      versionOfList(["Rice", "Green Tea"], ["Oryza Sativa (Rice) Extract", "Camellia Sinensis Leaf Extract"]),
    ).toBeNull();
  });
});

describe("versionsOf", () => {
  it("keeps the versions, source and date of the first row that names two or more", () => {
    const prices = [
      { source: "sociolla-2020", observedOn: "2020-06-01" },
      { source: "sociolla-2023", observedOn: "2023-12-01", versions: ["Rice", "Green Tea"] },
    ];
    expect(versionsOf(prices, ["Oryza Sativa (Rice) Bran Extract"])).toEqual({
      names: ["Rice", "Green Tea"],
      source: "sociolla-2023",
      observedOn: "2023-12-01",
      listVersion: "Rice",
    });
    expect(versionsOf(prices.slice(0, 1), [])).toBeNull();
  });
});
