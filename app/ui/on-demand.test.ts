import { expect, it } from "vitest";
import { onDemand } from "./on-demand";

it("fetches a module once, however often it is asked for", async () => {
  let fetches = 0;
  const load = onDemand(async () => ({ fetch: ++fetches }));
  expect(await load()).toEqual({ fetch: 1 });
  expect(await load()).toEqual({ fetch: 1 });
  expect(fetches).toBe(1);
});

it("tries again after a failed fetch", async () => {
  let fetches = 0;
  const load = onDemand(async () => {
    fetches += 1;
    if (fetches === 1) throw new Error("offline");
    return "module";
  });
  await expect(load()).rejects.toThrow("offline");
  expect(await load()).toBe("module");
  expect(fetches).toBe(2);
});
