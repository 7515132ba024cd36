import { describe, expect, it } from "vitest";
import { foamsByItself, hasClayBase, hasPeelOffFilm, opensWithPowderBase } from "./list-bases";
import { listHeads } from "./list-bases.fixture";

describe("list bases", () => {
  it("reads a peel-off film only among the first three entries", () => {
    expect(hasPeelOffFilm(["WATER", "POLYVINYL ALCOHOL", "ALCOHOL DENAT."])).toBe(true);
    expect(hasPeelOffFilm(["WATER", "GLYCERIN", "GELATIN", "SODIUM POLYACRYLATE", "POLYVINYL ALCOHOL"])).toBe(false);
    // PVP alone is a film former of leave-on serums and creams too (Skin79's Syn Ake Lifting Ampoule).
    expect(hasPeelOffFilm(["WATER", "ALCOHOL DENAT.", "PVP", "GLYCERIN"])).toBe(false);
  });

  it("reads a clay base among the first five entries", () => {
    expect(hasClayBase(["WATER", "BUTYLENE GLYCOL", "KAOLIN"])).toBe(true);
    expect(hasClayBase(["WATER", "GLYCERIN", "BUTYLENE GLYCOL", "SQUALANE", "BETAINE", "KAOLIN"])).toBe(false);
  });

  it("reads a powder wash from a dry first entry, never from water or silica", () => {
    expect(opensWithPowderBase(["LACTOSE", "MANNITOL", "SODIUM COCOYL GLYCINATE"])).toBe(true);
    expect(opensWithPowderBase(["ZEA MAYS STARCH", "SODIUM COCOYL ISETHIONATE"])).toBe(true);
    expect(opensWithPowderBase(["WATER", "ZEA MAYS STARCH"])).toBe(false);
    expect(opensWithPowderBase(["SILICA", "ISOPROPYL PALMITATE", "OCTOCRYLENE"])).toBe(false);
  });

  it("knows a bubble foam that foams by itself by its name and the gas in its list", () => {
    expect(foamsByItself("Pore Cleaner Bubble Foam", listHeads.poreCleanerBubbleFoam)).toBe(true);
    expect(foamsByItself("Soda Pore Cleansing Bubble Foam", listHeads.sodaPoreBubbleFoam)).toBe(false);
    expect(foamsByItself("Canadian Clay Pore Cleanser", listHeads.canadianClayPoreCleanser)).toBe(false);
  });
});
