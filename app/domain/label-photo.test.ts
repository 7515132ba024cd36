import { describe, expect, it } from "vitest";
import { isUnreadableLabel } from "./label-photo";

describe("isUnreadableLabel", () => {
  it("takes a list read with confidence", () => {
    expect(isUnreadableLabel("Ingredients: Water, Glycerin, Niacinamide", 89)).toBe(false);
  });

  it("calls no text, marks alone or a guess unreadable", () => {
    expect(isUnreadableLabel("", 0)).toBe(true);
    expect(isUnreadableLabel("~ — . ee", 60)).toBe(true);
    // What tesseract makes of a label blurred past reading (tests/fixtures/label-photos/unreadable-label.jpg).
    expect(isUnreadableLabel("Rt TE\n\nTE — ewe em me ———\nEE er to\nTEEEEEss=aT\n", 14)).toBe(true);
  });
});
