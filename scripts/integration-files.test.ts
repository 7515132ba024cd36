import { expect, it } from "vitest";
import { unlistedIntegrationFiles } from "./integration-files";

it("lists every integration test file with the databases it runs on, and no file that is gone", () => {
  expect(unlistedIntegrationFiles()).toEqual({ unlisted: [], missing: [] });
});
