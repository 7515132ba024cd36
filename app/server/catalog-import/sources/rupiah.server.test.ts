import { describe, expect, it } from "vitest";
import { readRupiah } from "./rupiah.server";

describe("readRupiah", () => {
  // [file:line, the price as the file prints it, what it reads]
  const table: [string, string, ReturnType<typeof readRupiah>][] = [
    ["products_indonesia_beautyhaul_sociolla_2023.csv:2", "Rp 209.000", { amount: 209000 }],
    ["products_indonesia_beautyhaul_sociolla_2023.csv:649", "Rp 700,000", { amount: 700000 }],
    ["prices_indonesia_sociolla_catalog_2023.csv:180", "Rp 1.391.000", { amount: 1391000 }],
    ["products_indonesia_femaledaily_2025.csv:2", "Rp. 112.000", { amount: 112000 }],
    ["products_indonesia_femaledaily_2025.csv:196", "Rp. 0", { refused: "no IDR price" }],
    [
      "products_indonesia_femaledaily_2025.csv:648",
      "Rp. 11",
      { refused: "IDR price under Rp 1,000 (figure cut short)" },
    ],
  ];
  it.each(table)("%s: %s", (_where, text, read) => {
    expect(readRupiah(text)).toEqual(read);
  });

  it("reads unseparated whole rupiah, and refuses what could be a decimal or mixes separators", () => {
    expect(readRupiah("Rp138000")).toEqual({ amount: 138000 });
    const uneven = { refused: "IDR price not in whole rupiah grouped by thousands" };
    expect(readRupiah("Rp 12,5")).toEqual(uneven);
    expect(readRupiah("Rp 1.250,000")).toEqual(uneven);
    expect(readRupiah("")).toEqual({ refused: "no IDR price" });
  });
});
