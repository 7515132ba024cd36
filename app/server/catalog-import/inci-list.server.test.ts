import { describe, expect, it } from "vitest";
import { parsePythonList, splitInciList } from "./inci-list.server";

describe("splitInciList", () => {
  it("keeps a locant typed with spaces as one name, never a lone number", () => {
    for (const text of [
      "Water, 1, 2-Hexanediol, Glycerin",
      "Water, 1,2 - HEXANEDIOL, Glycerin",
      "Water, 1 , 2-Hexanediol, Glycerin",
    ]) {
      const result = splitInciList(text);
      expect(result.ok && result.entries.map((entry) => entry.toLowerCase())).toEqual([
        "water",
        "1,2-hexanediol",
        "glycerin",
      ]);
    }
  });

  it("splits on commas but not inside parentheses or 1,2-names", () => {
    const result = splitInciList("Water, 1,2-Hexanediol, Butyrospermum Parkii (Shea, Karite) Butter, Niacinamide.");
    expect(result).toEqual({
      ok: true,
      entries: ["Water", "1,2-Hexanediol", "Butyrospermum Parkii (Shea, Karite) Butter", "Niacinamide."],
    });
  });

  it("splits '(and)' pairs and dash-separated lists", () => {
    expect(splitInciList("Caprylic/Capric Triglyceride (and) Glycerin, Water")).toEqual({
      ok: true,
      entries: ["Caprylic/Capric Triglyceride", "Glycerin", "Water"],
    });
    expect(splitInciList("WATER - GLYCERIN - SQUALANE - PARFUM/FRAGRANCE")).toEqual({
      ok: true,
      entries: ["WATER", "GLYCERIN", "SQUALANE", "PARFUM/FRAGRANCE"],
    });
  });

  it("drops trailing retailer notes", () => {
    const result = splitInciList(
      "Water, Glycerin, Niacinamide, Panthenol, Allantoin\n\nThis product is a 2018 Soko Glam Best of K-Beauty Winner.\nRead more on The Klog",
    );
    expect(result).toEqual({ ok: true, entries: ["Water", "Glycerin", "Niacinamide", "Panthenol", "Allantoin"] });
  });

  it("rejoins a list broken over lines", () => {
    const result = splitInciList("Water, Glycerin, Dipotassium Glycyrrhizate,\n1,2 Hexanediol, Caprylyl Glycol");
    expect(result.ok && result.entries).toEqual([
      "Water",
      "Glycerin",
      "Dipotassium Glycyrrhizate",
      "1,2 Hexanediol",
      "Caprylyl Glycol",
    ]);
  });

  it("refuses several lists, missing lists and highlight notes", () => {
    const set =
      "Water, Glycerin, Niacinamide, Panthenol, Allantoin\nWater, Butylene Glycol, Squalane, Ceramide NP, Adenosine";
    expect(splitInciList(set)).toEqual({ ok: false, reason: "several ingredient lists (set of several products)" });
    expect(splitInciList("No Info")).toEqual({ ok: false, reason: "no ingredient list" });
    expect(splitInciList("")).toEqual({ ok: false, reason: "no ingredient list" });
    expect(splitInciList("-Coral Powder: Controls sebum")).toEqual({
      ok: false,
      reason: "only highlighted ingredients, not a full list",
    });
  });

  it("keeps single-ingredient products", () => {
    expect(splitInciList("Squalane\n")).toEqual({ ok: true, entries: ["Squalane"] });
  });
});

describe("parsePythonList", () => {
  it("reads quoted names", () => {
    expect(parsePythonList(`['glycerin', "jojoba's oil", 'niacinamide']`)).toEqual([
      "glycerin",
      "jojoba's oil",
      "niacinamide",
    ]);
  });
});
