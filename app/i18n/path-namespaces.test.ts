import { expect, it } from "vitest";
import { namespacesOfPath } from "./path-namespaces";

const everyPage = ["common", "catalog", "compare", "profile", "routine"];

it("gives every page the header's, menu's and cards' namespaces", () => {
  expect(namespacesOfPath("/en/producttype/toner")).toEqual(everyPage);
  expect(namespacesOfPath("/id/search")).toEqual(everyPage);
  expect(namespacesOfPath("/en/no-such-page")).toEqual(everyPage);
});

it("adds the namespaces of the page's section", () => {
  expect(namespacesOfPath("/en")).toEqual([...everyPage, "home"]);
  expect(namespacesOfPath("/id/")).toEqual([...everyPage, "home"]);
  expect(namespacesOfPath("/en/dp/Name/some-id")).toEqual([...everyPage, "functions"]);
  expect(namespacesOfPath("/id/signupconfirm/a%40b.c")).toEqual([...everyPage, "account", "analysis"]);
  expect(namespacesOfPath("/en/analysis")).toEqual([...everyPage, "account", "analysis"]);
});
