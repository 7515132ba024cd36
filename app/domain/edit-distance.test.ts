import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts a swap of neighbours as one edit and stops past the limit", () => {
    expect(editDistance("GINGKO", "GINKGO", 2)).toBe(1);
    expect(editDistance("XANATHAN", "XANTHAN", 2)).toBe(1);
    expect(editDistance("LECHITIN", "LECITHIN", 1)).toBe(2);
    expect(editDistance("GLYCERIN", "CARBOMER", 2)).toBe(3);
  });
});
