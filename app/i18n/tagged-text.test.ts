import { expect, it } from "vitest";
import { taggedPieces } from "./tagged-text";

it("splits a text into plain and tagged pieces", () => {
  expect(taggedPieces("Agree to <terms>the terms</terms> and <privacy>the policy</privacy>.")).toEqual([
    { tag: null, text: "Agree to " },
    { tag: "terms", text: "the terms" },
    { tag: null, text: " and " },
    { tag: "privacy", text: "the policy" },
    { tag: null, text: "." },
  ]);
});

it("keeps placeholders and unclosed tags as plain text", () => {
  expect(taggedPieces("<email>{{email}}</email> or <b>")).toEqual([
    { tag: "email", text: "{{email}}" },
    { tag: null, text: " or <b>" },
  ]);
});
