/**
 * The bench's report: one table of every figure beside its budget, and `bench/results/latest.json`
 * (one flat key per figure and a `meta` object; docs/performance.md, "Results").
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import type { Figure, Unit } from "./figures";

export const resultsFile = path.resolve("bench/results/latest.json");

const metaSchema = z.object({
  date: z.string(),
  commit: z.string(),
  node: z.string(),
  cores: z.number(),
  cpu: z.string(),
  secondsPerLoad: z.number(),
  /** `os.loadavg()` (1, 5 and 15 minutes) as the run began and ended: other work on the machine. */
  loadAverage: z.object({ start: z.array(z.number()), end: z.array(z.number()) }),
  groups: z.array(z.string()),
  /** Only some groups ran (`--only`): the other figures are an earlier run's, described here. */
  partial: z.boolean(),
  keptFrom: z.object({ date: z.string(), commit: z.string(), groups: z.array(z.string()) }).optional(),
  profiled: z.boolean(),
  failed: z.array(z.object({ group: z.string(), error: z.string() })),
  notes: z.array(z.string()),
});

export type ResultsMeta = z.infer<typeof metaSchema>;

const figureValues = z.record(z.string(), z.number());

export interface Results {
  meta: ResultsMeta;
  values: Record<string, number>;
}

/** The last results file, if there is one. */
export function readResults(file = resultsFile): Results | undefined {
  if (!existsSync(file)) return undefined;
  const { meta, ...values } = z
    .object({ meta: metaSchema })
    .catchall(z.unknown())
    .parse(JSON.parse(readFileSync(file, "utf8")));
  return { meta, values: figureValues.parse(values) };
}

/** The commit measured, with "+changes" when the worktree differs from it. */
export function currentCommit(): string {
  const commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" }).trim();
  const changed = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
  return changed === "" ? commit : `${commit}+changes`;
}

export function machine(): Pick<ResultsMeta, "node" | "cores" | "cpu"> {
  return { node: process.version, cores: os.cpus().length, cpu: os.cpus()[0]?.model.trim() ?? "unknown" };
}

/**
 * Writes this run's figures; a partial run keeps the earlier run's other figures and says whose
 * they are in `meta.keptFrom`.
 */
export function writeResults(
  figures: readonly Figure[],
  meta: Omit<ResultsMeta, "keptFrom">,
  earlier: Results | undefined,
  file = resultsFile,
): void {
  const measured = Object.fromEntries(figures.map((entry) => [entry.key, round(entry.value)]));
  const kept = meta.partial && earlier ? earlier.values : {};
  const keptFrom =
    meta.partial && earlier
      ? { date: earlier.meta.date, commit: earlier.meta.commit, groups: earlier.meta.groups }
      : undefined;
  const values = { ...kept, ...measured };
  const sorted = Object.fromEntries(
    Object.keys(values)
      .sort()
      .map((key) => [key, values[key]]),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ meta: { ...meta, ...(keptFrom ? { keptFrom } : {}) }, ...sorted }, null, 2)}\n`,
  );
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case "req/s":
      // A slow page's peak is a fraction of a request a second; rounding would show it as none.
      return `${value < 10 ? value.toFixed(2) : Math.round(value)} ${unit}`;
    case "/100":
      return `${Math.round(value)} ${unit}`;
    case "products":
    case "points":
    case "substances":
    case "photos":
      return `${Math.round(value).toLocaleString("en")} ${unit}`;
    case "×":
      return `${value.toFixed(2)} ×`;
    case "ms":
      return `${value < 100 ? value.toFixed(1) : Math.round(value)} ms`;
    case "s":
      return `${value.toFixed(1)} s`;
    case "KB":
      return `${value.toFixed(1)} KB`;
    case "%":
      return `${value.toFixed(1)} %`;
  }
}

/** The table as Markdown, which reads in a terminal and pastes into docs/performance.md as it is. */
export function formatTable(figures: readonly Figure[]): string[] {
  const rows = figures.map((entry) => [
    entry.label,
    `\`${entry.key}\``,
    formatValue(entry.value, entry.unit),
    entry.budget?.text ?? "",
    entry.budget ? (entry.budget.met ? "met" : "**missed**") : "",
  ]);
  const header = ["figure", "key", "value", "budget", ""];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const notes = figures.filter((entry) => entry.note).map((entry) => `- \`${entry.key}\`: ${entry.note}`);
  return [
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map(line),
    ...(notes.length > 0 ? ["", ...notes] : []),
  ];
}
