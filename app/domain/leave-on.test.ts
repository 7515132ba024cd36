import { describe, expect, it } from "vitest";
import { isLeaveOn } from "./leave-on";

describe("isLeaveOn", () => {
  it("reads cleansers, wash-off masks, scrubs, lathers and powder washes as rinse-off", () => {
    expect(isLeaveOn("oil-based cleanser", "oil")).toBe(false);
    expect(isLeaveOn("water-based cleanser", "pad")).toBe(false);
    expect(isLeaveOn("mask", "wash-off")).toBe(false);
    expect(isLeaveOn("exfoliant", "wash-off")).toBe(false);
    expect(isLeaveOn("exfoliant", "foam")).toBe(false);
    expect(isLeaveOn("exfoliant", "powder")).toBe(false);
    // Skin1004's Quick Clay Stick Mask: glided on, then rinsed off.
    expect(isLeaveOn("mask", "stick")).toBe(false);
  });

  it("reads sheet and sleeping masks, pads, sun powders and the rest as left on", () => {
    expect(isLeaveOn("mask", "sheet")).toBe(true);
    expect(isLeaveOn("mask", "sleeping")).toBe(true);
    expect(isLeaveOn("exfoliant", "pad")).toBe(true);
    expect(isLeaveOn("spf", "powder")).toBe(true);
    expect(isLeaveOn("moisturizer", "cream")).toBe(true);
  });

  it("reads a product without a type as left on, and one without a form by its type", () => {
    expect(isLeaveOn(undefined)).toBe(true);
    expect(isLeaveOn("toner")).toBe(true);
    expect(isLeaveOn("water-based cleanser")).toBe(false);
  });
});
