/**
 * The servers the bench measures, each in a process of its own: the site's production build on a
 * data folder, and the hello page of `bench/hello-app/` (docs/performance.md, "Floors").
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../scripts/free-port";
import { serverCommand } from "../scripts/server-command";
import { untilAnswers } from "../scripts/until-answers";

export interface RunningServer {
  base: string;
  /** Milliseconds from spawning to the first answer 200. */
  startMs: number;
  stop: () => Promise<void>;
}

/** The API key the site is started with, for the GraphQL figures. */
export const benchApiKey = "benchmark-api-key-0123456789";

export const profileDir = path.resolve("bench/profiles");
const helloAppDir = path.resolve("bench/hello-app");
const helloBuildDir = path.join(helloAppDir, "build");
const helloStampFile = path.join(helloBuildDir, "source-hash.txt");

/** Stops a child and waits for it to exit (a profiled server writes its profile on the way out). */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function started(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
  port: number,
  timeoutMs: number,
): Promise<RunningServer> {
  const spawnedAt = performance.now();
  const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://localhost:${port}`;
  try {
    await untilAnswers(`${base}${readyPath}`, child, { what: command, timeoutMs });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { base, startMs: performance.now() - spawnedAt, stop: () => stopChild(child) };
}

/** `npm run build` when there is no build; the bench measures what `npm run build` made. */
export function ensureSiteBuild(): void {
  if (existsSync("build/server/index.js")) return;
  console.log("no build: running npm run build");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/**
 * The production server (`serverCommand()`, NODE_ENV=production) on `dataDir`, which the server
 * fills with the demo catalogue when it is empty; `startMs` is the time until `/healthz` answers.
 */
export async function startSite(options: { dataDir: string; profileName?: string }): Promise<RunningServer> {
  const port = await freePort();
  const { command, args } = serverCommand();
  const profiling = options.profileName
    ? ["--cpu-prof", "--cpu-prof-dir", profileDir, "--cpu-prof-name", `${options.profileName}.cpuprofile`]
    : [];
  if (options.profileName) mkdirSync(profileDir, { recursive: true });
  return started(
    command,
    [...profiling, ...args],
    {
      ...process.env,
      PORT: String(port),
      // Canonical URLs and cookies on the origin the bench and Lighthouse use.
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: options.dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // Production requires SMTP; the bench never signs anybody up, so nothing listens there.
      SMTP_URL: "smtp://127.0.0.1:9",
      API_KEYS: benchApiKey,
      // The bench measures throughput, not the limits.
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      API_IP_RATE_LIMIT_PER_MINUTE: "1000000",
      API_CHECK_RATE_LIMIT_PER_MINUTE: "1000000",
      CHECK_RATE_LIMIT_PER_MINUTE: "1000000",
    },
    "/healthz",
    port,
    // A 100,000-product catalogue is already imported; only the demo import happens at start-up.
    180_000,
  );
}

/** The hello app's sources, whose hash tells whether its build is stale. */
function helloSources(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name !== "build" && name !== ".react-router")
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? helloSources(file) : [file];
    })
    .sort();
}

/** Builds `bench/hello-app` with `react-router build` when it has no build or its sources changed since. */
export function ensureHelloBuild(): void {
  const hash = createHash("sha256");
  for (const file of helloSources(helloAppDir)) hash.update(file).update(readFileSync(file));
  const sourceHash = hash.digest("hex");
  if (existsSync(helloStampFile) && readFileSync(helloStampFile, "utf8") === sourceHash) return;
  console.log("building bench/hello-app");
  const build = spawnSync("npx", ["react-router", "build", helloAppDir], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("react-router build of bench/hello-app failed");
  writeFileSync(helloStampFile, sourceHash);
}

/** The hello page's server (`bench/hello-app/server.ts`). */
export async function startHello(): Promise<RunningServer> {
  ensureHelloBuild();
  const port = await freePort();
  return started(
    process.execPath,
    ["--import", "tsx", path.join(helloAppDir, "server.ts")],
    { ...process.env, PORT: String(port), NODE_ENV: "production" },
    "/",
    port,
    30_000,
  );
}
