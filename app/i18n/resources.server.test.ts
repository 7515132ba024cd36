import { expect, it } from "vitest";
import { pageResources, resourcesOfGroups } from "./resources.server";

it("picks a group's subtree, with its plural forms, and leaves the rest of the namespace", () => {
  const picked = resourcesOfGroups("en", ["compare:intro", "common:header"]);
  expect(Object.keys(picked).sort()).toEqual(["common", "compare"]);
  expect(Object.keys(picked.compare ?? {}).sort()).toEqual(["intro_one", "intro_other"]);
  expect(picked.common?.header).toEqual(pageResources("en").common.header);
  expect(picked.common?.footer).toBeUndefined();
});

it("sends a whole namespace once, whatever groups of it are also named, and changes no shared text", () => {
  const before = JSON.stringify(pageResources("id"));
  const picked = resourcesOfGroups("id", ["routine:profileLink", "routine", "routine:add"]);
  expect(picked.routine).toEqual(pageResources("id").routine);
  expect(JSON.stringify(pageResources("id"))).toBe(before);
});
