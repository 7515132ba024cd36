/**
 * Adds lock entries for optional, platform-specific packages that this workplace's npm
 * registry does not serve (e.g. @rollup/rollup-darwin-arm64), so that `npm ci` accepts the
 * lock file. Each entry carries its `os`/`cpu`, so npm skips it on other platforms without
 * fetching it. Run after changing dependencies if `npm ci` reports "Missing: … from lock file":
 *   npm ci 2>&1 | grep 'Missing:' | npx tsx scripts/complete-lockfile.ts
 * See docs/decisions/0005-lockfile-platform-entries.md.
 */
import { readFileSync, writeFileSync } from "node:fs";

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const operatingSystems = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "openharmony"];
const processors = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

const missing = readFileSync(0, "utf8")
  .split("\n")
  .map((line) => /Missing: (.+?)@\S* from lock file/.exec(line)?.[1])
  .filter((name): name is string => name !== undefined);

const lockPath = "package-lock.json";
const lock = JSON.parse(readFileSync(lockPath, "utf8")) as { packages: Record<string, LockEntry> };
const wanted = new Map<string, { version: string; dev: boolean }>();
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    wanted.set(name, { version, dev: entry.dev === true });
  }
}

for (const name of missing) {
  const want = wanted.get(name);
  if (!want) throw new Error(`${name} is not an optional dependency of any locked package`);
  const parts = (name.split("/").pop() ?? name).split("-");
  const entry: LockEntry = { version: want.version, ...(want.dev ? { dev: true } : {}), optional: true };
  if (parts.includes("wasi")) entry.cpu = ["wasm32"];
  else {
    entry.os = operatingSystems.filter((os) => parts.includes(os));
    entry.cpu = processors.filter((cpu) => parts.includes(cpu));
  }
  lock.packages[`node_modules/${name}`] = entry;
  console.log(`added ${name}@${want.version} (${[...(entry.os ?? []), ...(entry.cpu ?? [])].join(", ")})`);
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
