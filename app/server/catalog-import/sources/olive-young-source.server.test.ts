import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { oliveYoungFile, oliveYoungMatchesFile, readOliveYoungPrices } from "./olive-young-source.server";

function dataDir(prices: string, matches: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kulit-olive-young-"));
  writeFileSync(path.join(dir, oliveYoungFile), prices);
  writeFileSync(path.join(dir, oliveYoungMatchesFile), matches);
  return dir;
}

const header = "product_id,product_name,brand,price,image_url,page_url,category\n";
const matchHeader = "product_id,product_name,brand,name\n";

describe("readOliveYoungPrices", () => {
  it("prices a reviewed product in won with its size and the file's date", () => {
    const dir = dataDir(
      `${header}8,어성초 77 토너 350ml,아누아,"30,500",,,스킨/토너\n`,
      `${matchHeader}8,어성초 77 토너 350ml,Anua,Heartleaf 77% Soothing Toner\n`,
    );
    const { prices, rejections } = readOliveYoungPrices(dir);
    expect(rejections).toEqual([]);
    expect(prices).toEqual([
      {
        brand: "Anua",
        name: "Heartleaf 77% Soothing Toner",
        reviewedMatch: true,
        price: {
          source: "oliveyoung-2024",
          shop: "olive-young",
          market: "kr",
          currency: "KRW",
          amount: 30_500,
          observedOn: "2024-08-06",
          printedSize: { quantity: { amount: 350, unit: "ml" }, packOf: null, pieces: null, partial: false },
          size: { amount: 350, unit: "ml", packCount: null },
          file: oliveYoungFile,
          line: 2,
        },
      },
    ]);
  });

  it("refuses bundles, rows without a reviewed match, a match for another name and a missing price", () => {
    const dir = dataDir(
      header +
        '1,닥터지 토너 300ml 1+1,닥터지,"31,000",,,스킨/토너\n' +
        '2,마녀공장 토너 400ml 리필,마녀공장,"25,000",,,스킨/토너\n' +
        '3,토리든 세럼 50ml,토리든,"22,000",,,에센스\n' +
        '4,라운드랩 토너 500ml,라운드랩,"45,000",,,스킨/토너\n' +
        "5,아누아 토너 250ml,아누아,,,,스킨/토너\n",
      `${matchHeader}4,라운드랩 토너 200ml,Round Lab,1025 Dokdo Toner\n5,아누아 토너 250ml,Anua,Heartleaf 77% Soothing Toner\n`,
    );
    const { prices, rejections } = readOliveYoungPrices(dir);
    expect(prices).toEqual([]);
    expect(rejections.map((rejection) => [rejection.line, rejection.reason])).toEqual([
      [2, "bundle, refill or set: not the price of one item"],
      [3, "bundle, refill or set: not the price of one item"],
      [4, "Korean name without a reviewed match"],
      [5, "reviewed match is for another name"],
      [6, "no KRW price"],
    ]);
  });
});
