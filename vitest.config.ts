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
    // A worker runs its test files one after the other in one process instead of a new process
    // per file, so each worker loads the modules once: the unit run went from 44 s to 13 s, the
    // integration run's loading from a third of its time to a tenth. Files keep their state in
    // their own variables, servers and databases; the app keeps none in its modules
    // (docs/decisions/0022-test-files-share-a-worker.md). Vitest reads this here, at the root,
    // not from a project.
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
          // No unit test measures speed (`npm run bench` does). The limit only ends a test that
          // hangs: Vitest's 5 s failed property checks over hundreds of generated products, which
          // take 1–2 s on a quiet machine and 6–10 s when other work shares its two cores.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // The production build is loaded by Node itself, as `npm start` loads it. Left to
          // Vitest, its server chunk (the pages with the services, server/site-entry.ts) was
          // transformed in some runs, 5.7 MB with its inline source map, and every error's stack
          // trace then overflowed V8's regular-expression stack while Vitest looked for that map
          // ("Maximum call stack size exceeded" in vite-node's extractSourceMap).
          server: { deps: { external: [/\/build\/server\//] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/integration/support/catalogue-template.global.ts"],
          pool: "forks",
        },
      },
      {
        resolve: { alias },
        test: {
          // Against the instances scripts/run-scale.ts starts (npm run test:scale), one request at a
          // time: the tests steer requests by nginx's turn-taking (tests/scale/support.ts).
          name: "scale",
          include: ["tests/scale/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
