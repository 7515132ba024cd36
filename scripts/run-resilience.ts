/**
 * `npm run test:resilience`: the resilience suite (docs/resilience.md) against the production
 * build, with its figures (counts, durations) printed as it goes and summed up at the end.
 * `--short` (or RESILIENCE_SHORT=1) runs every scenario with fewer cycles and a shorter load,
 * for CI. Other arguments go to Vitest (a file name runs just that scenario).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const short = args.includes("--short") || process.env.RESILIENCE_SHORT === "1";
const vitestArgs = args.filter((arg) => arg !== "--short");

if (!existsSync("build/server/index.js")) {
  console.error("no production build: run `npm run build` first (npm run test:resilience does)");
  process.exit(1);
}

const figuresDir = mkdtempSync(path.join(tmpdir(), "kulit-resilience-figures-"));
const figuresFile = path.join(figuresDir, "figures.txt");
const started = performance.now();
console.log(`=== resilience suite, ${short ? "short" : "long"} form ===`);
const code = await new Promise<number>((resolve) => {
  const child = spawn("npx", ["vitest", "run", "--config", "tests/resilience/vitest.config.ts", ...vitestArgs], {
    stdio: "inherit",
    env: { ...process.env, RESILIENCE_SHORT: short ? "1" : "0", RESILIENCE_FIGURES: figuresFile },
  });
  child.on("exit", (exitCode) => resolve(exitCode ?? 1));
});
const figures = existsSync(figuresFile) ? readFileSync(figuresFile, "utf8").trimEnd() : "(none)";
rmSync(figuresDir, { recursive: true, force: true });
console.log(`\n=== resilience figures (${short ? "short" : "long"} form) ===\n${figures}`);
console.log(`=== ${code === 0 ? "passed" : "FAILED"} in ${((performance.now() - started) / 1000).toFixed(1)} s ===`);
process.exit(code);
