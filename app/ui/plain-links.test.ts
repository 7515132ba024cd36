import { describe, expect, it } from "vitest";
import { inPagePath, type LinkClick } from "./plain-links";

const origin = "https://kulit.test";
const click = (link: Partial<NonNullable<LinkClick["link"]>> | null, other: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  defaultPrevented: false,
  modified: false,
  link: link === null ? null : { href: `${origin}/en/ingredient/niacinamide`, target: "", download: false, ...link },
  ...other,
});

describe("inPagePath", () => {
  it("follows a plain click on a link of the site in the page, with its query and fragment", () => {
    expect(inPagePath(click({}), origin)).toBe("/en/ingredient/niacinamide");
    expect(inPagePath(click({ href: `${origin}/en/check?list=1.x#check-reading` }), origin)).toBe(
      "/en/check?list=1.x#check-reading",
    );
    expect(inPagePath(click({ target: "_self" }), origin)).toBe("/en/ingredient/niacinamide");
  });

  it("leaves to the browser a click outside a link, another button, a modifier key or a handled click", () => {
    expect(inPagePath(click(null), origin)).toBeNull();
    expect(inPagePath(click({}, { button: 1 }), origin)).toBeNull();
    expect(inPagePath(click({}, { modified: true }), origin)).toBeNull();
    expect(inPagePath(click({}, { defaultPrevented: true }), origin)).toBeNull();
  });

  it("leaves to the browser a link elsewhere, in another tab or a download", () => {
    expect(inPagePath(click({ href: "https://ec.europa.eu/growth/cosing" }), origin)).toBeNull();
    expect(inPagePath(click({ target: "_blank" }), origin)).toBeNull();
    expect(inPagePath(click({ download: true }), origin)).toBeNull();
  });
});
