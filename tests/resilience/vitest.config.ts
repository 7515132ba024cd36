import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));
const alias = { "~": fileURLToPath(new URL("../../app", import.meta.url)) };

/**
 * The resilience suite (docs/resilience.md), run by scripts/run-resilience.ts: real processes
 * (the production server, PostgreSQL, the SMTP sink, the S3 server) that the scenarios stop,
 * kill and start. One file at a time: the scenarios stop shared things (the cluster) and
 * measure load, and the machine is shared.
 */
export default defineConfig({
  root,
  resolve: { alias },
  test: {
    name: "resilience",
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // The scenarios run one after the other in one process, which loads the modules once
    // (docs/decisions/0022-test-files-share-a-worker.md); each starts and stops its own processes.
    poolOptions: { forks: { isolate: false } },
    fileParallelism: false,
    maxWorkers: 1,
    minWorkers: 1,
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
    globalSetup: ["tests/resilience/support/templates.global.ts"],
  },
});
