import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { badgeVariants } from "./badge";
import { buttonVariants } from "./button-variants";
import { cardVariants } from "./card";
import { noticeVariants } from "./notice";
import { pillVariants } from "./pill-variants";

const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
/** The kit's own classes: written once in app/app.css as `@utility name`. */
const kitClass =
  /^(button(-[a-z]+)*|pill(-[a-z]+)?|badge(-count)?|(card|panel)(-sand|-empty|-dashed)?|notice(-[a-z]+)?|choice|link(-[a-z]+)?|field-[a-z-]+)$/;

describe("button", () => {
  it("is a primary 48 px button unless told otherwise", () => {
    expect(buttonVariants()).toBe("button button-primary button-md");
  });

  it("maps each prop to its class", () => {
    expect(buttonVariants({ tone: "ink", size: "sm" })).toBe("button button-ink button-sm");
    expect(buttonVariants({ size: "lg", raised: true, wide: "phone" })).toBe(
      "button button-primary button-lg shadow-sm w-full sm:w-auto",
    );
    expect(buttonVariants({ tone: "quiet", size: "icon" })).toBe("button button-quiet button-icon");
    expect(buttonVariants({ tone: "muted", size: "icon" })).toBe("button button-muted button-icon");
    expect(buttonVariants({ tone: "outline-ink", size: "sm" })).toBe("button button-outline-ink button-sm");
    expect(buttonVariants({ tone: "outline", raised: true, wide: true })).toBe(
      "button button-outline button-md shadow-sm w-full",
    );
    expect(buttonVariants({ tone: "secondary", size: "sm", file: true })).toBe(
      "button button-secondary button-sm button-file",
    );
  });
});

describe("pill", () => {
  it("turns ink when it is on", () => {
    expect(pillVariants()).toBe("pill pill-md");
    expect(pillVariants({ on: true })).toBe("pill pill-on pill-md");
    expect(pillVariants({ sand: true, size: "lg" })).toBe("pill pill-sand pill-lg");
    expect(pillVariants({ white: true })).toBe("pill pill-white pill-md");
  });
});

describe("notice", () => {
  it("colours a notice by its tone, accent unless told otherwise", () => {
    expect(noticeVariants()).toBe("notice notice-accent");
    expect(noticeVariants({ tone: "error" })).toBe("notice notice-error");
    expect(noticeVariants({ tone: "success" })).toBe("notice notice-success");
    expect(noticeVariants({ tone: "plain" })).toBe("notice notice-plain");
  });
});

describe("badge and card", () => {
  it("colour a badge by its tone", () => {
    expect(badgeVariants({ tone: "good", size: "sm" })).toBe(
      "badge bg-good-soft text-good-strong px-2 py-0.5 text-xs font-semibold",
    );
    expect(badgeVariants({ tone: "fresh", size: "row" })).toContain("border-fresh-line");
  });

  it("give a card or a panel its padding", () => {
    expect(cardVariants()).toBe("card p-5");
    expect(cardVariants({ kind: "panel", padding: "lg" })).toBe("panel p-5 sm:p-6");
    expect(cardVariants({ padding: "none" })).toBe("card");
  });
});

it("names only classes that app/app.css defines, and every tap target is at least 44 px", () => {
  const produced = [
    ...(
      [
        "primary",
        "ink",
        "light",
        "secondary",
        "outline",
        "outline-light",
        "outline-ink",
        "danger",
        "quiet",
        "muted",
      ] as const
    ).flatMap((tone) => (["lg", "md", "sm", "compact", "icon"] as const).map((size) => buttonVariants({ tone, size }))),
    ...(["md", "sm", "lg"] as const).map((size) => pillVariants({ on: true, size })),
    pillVariants({ sand: true, white: true }),
    buttonVariants({ file: true }),
    ...(["error", "success", "accent", "plain"] as const).map((tone) => noticeVariants({ tone })),
    badgeVariants(),
    cardVariants({ kind: "card" }),
    cardVariants({ kind: "panel" }),
  ]
    .flatMap((classes) => classes.split(" "))
    .filter((name) => kitClass.test(name));
  const byName = [
    "field-input",
    "field-textarea",
    "field-compact",
    "choice",
    "link",
    "link-accent",
    "link-quiet",
    "link-tap",
    "card-empty",
    "card-dashed",
    "popover",
    "popover-option",
    "popover-group",
    "chip",
    "chip-note",
    "chip-count",
    "shutter",
  ];
  for (const name of new Set([...produced, ...byName])) expect(css).toContain(`@utility ${name} {`);
  const tapTargets = ["button-lg", "button-md", "button-sm", "button-compact", "button-icon"];
  for (const name of [...tapTargets, "chip", "popover-option", "link-tap", "field-compact"]) {
    expect(css).toMatch(new RegExp(`@utility ${name} \\{\\n  @apply [^;]*(min-h-tap|size-tap)`));
  }
});
