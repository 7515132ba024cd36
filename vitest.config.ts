import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores; the integration tests wait on servers,
    // databases and sockets often enough that two workers on two cores finish sooner.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/integration/support/catalogue-template.global.ts"],
          pool: "forks",
        },
      },
    ],
  },
});
