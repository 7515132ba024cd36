/**
 * `npm test`: every suite CI runs, in six phases that keep both cores busy without letting one
 * suite's load into the timing checks (docs/decisions/0011-end-to-end-time.md):
 *
 * 1. the system programs the suites need (`scripts/system-tools.sh`: installed from Debian when
 *    missing, as root; otherwise it names them and stops);
 * 2. the catalogue report beside the production build and then the unit tests; the report keeps
 *    the database it imported for the end-to-end server;
 * 3. the integration suite on SQLite and PostgreSQL without its timing checks beside the short
 *    resilience suite, on that build;
 * 4. the integration suite's timing checks, alone;
 * 5. the end-to-end suite, on the same build and the report's database, beside the scale suite.
 *
 * Steps of a phase print their output when they end, with their wall and CPU time; a phase runs
 * when every step of the one before passed.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type Step = { name: string; command: string };

/** Where the catalogue report leaves its imported demo catalogue for the end-to-end server. */
const keptCatalogueDir = ".data/report-catalogue";

const phases: Step[][] = [
  [{ name: "system programs", command: "bash scripts/system-tools.sh" }],
  [
    // The report's import takes one core for about half a minute (its 60 s limit is judged by
    // processor time), while the build and then the unit tests take the other. The database it
    // imported is the demo catalogue the end-to-end server would import again at start-up.
    {
      name: "catalog:report",
      command: `rm -rf ${keptCatalogueDir} && npm run catalog:report -- --keep-database ${keptCatalogueDir}`,
    },
    { name: "build, then unit", command: "npm run build && npm run test:unit" },
  ],
  [
    { name: "integration", command: "npx tsx scripts/run-integration.ts --without-timing-checks" },
    { name: "resilience", command: "npx tsx scripts/run-resilience.ts --short" },
  ],
  [{ name: "integration timing checks", command: "npx tsx scripts/run-integration.ts --timing-checks-only" }],
  // The end-to-end suite mostly waits on its browsers (about half a core of two), and neither
  // suite asserts a duration. The scale suite's two instances import the demo catalogue into
  // PostgreSQL at start-up, which has to end within two minutes (run-scale.ts): beside the
  // integration suite on a busy machine it did not, so it waits for this phase.
  [
    { name: "e2e", command: `E2E_USE_BUILD=1 E2E_CATALOGUE_DIR=${keptCatalogueDir} npm run test:e2e` },
    { name: "scale", command: "SCALE_USE_BUILD=1 npm run test:scale" },
  ],
];

type Outcome = { name: string; passed: boolean; wallSeconds: number; cpuSeconds: number | null };

/** bash's `times` line for its children ("1m2.5s 0m3.25s"): their user plus system seconds. */
function parseChildTimes(line: string | undefined): number | null {
  const parts = line?.trim().split(/\s+/);
  if (parts?.length !== 2) return null;
  let total = 0;
  for (const part of parts) {
    const match = /^(\d+)m([\d.]+)s$/.exec(part);
    if (!match) return null;
    total += Number(match[1]) * 60 + Number(match[2]);
  }
  return total;
}

/**
 * Runs one step in bash, its output kept until it ends. The CPU time is what bash counts for the
 * processes it waited for (their own children included); a daemon a step starts and stops, such
 * as PostgreSQL, is not in it.
 */
function run(step: Step, scratch: string, index: number): Promise<Outcome> {
  const timesFile = path.join(scratch, `${index}.times`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("bash", ["-c", `${step.command}\nstatus=$?\ntimes > "${timesFile}"\nexit $status`], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const wallSeconds = (performance.now() - started) / 1000;
      let cpuSeconds: number | null = null;
      try {
        cpuSeconds = parseChildTimes(readFileSync(timesFile, "utf8").split("\n")[1]);
      } catch {
        // The step's shell was killed before it could write its times; its outcome says so.
      }
      const passed = code === 0;
      console.log(`--- ${step.name}: ${passed ? "passed" : "FAILED"} (${describe(wallSeconds, cpuSeconds)})`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name: step.name, passed, wallSeconds, cpuSeconds });
    });
  });
}

function describe(wallSeconds: number, cpuSeconds: number | null): string {
  return `${wallSeconds.toFixed(0)} s, CPU ${cpuSeconds === null ? "unknown" : `${cpuSeconds.toFixed(0)} s`}`;
}

const scratch = mkdtempSync(path.join(tmpdir(), "kulit-tests-"));
const outcomes: Outcome[] = [];
let failed = false;
for (const [index, phase] of phases.entries()) {
  console.log(`=== phase ${index + 1}: ${phase.map((step) => step.name).join(", ")}`);
  const started = performance.now();
  const results = await Promise.all(phase.map((step, stepIndex) => run(step, scratch, index * 10 + stepIndex)));
  outcomes.push(...results);
  console.log(`=== phase ${index + 1} took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (results.some((result) => !result.passed)) {
    failed = true;
    break;
  }
}
rmSync(scratch, { recursive: true, force: true });
console.log("=== step times (wall, CPU)");
for (const outcome of outcomes) {
  console.log(`${outcome.name.padEnd(28)} ${describe(outcome.wallSeconds, outcome.cpuSeconds)}`);
}
process.exit(failed ? 1 : 0);
