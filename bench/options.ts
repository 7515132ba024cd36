import { parseArgs } from "node:util";
import { z } from "zod";

/** The parts of the bench that `--only` can pick (docs/performance.md, "Running it"). */
export const benchGroups = [
  "pages",
  "api",
  "search",
  "check",
  "coldstart",
  "js",
  "lighthouse",
  "ranking",
  "large",
  "photos",
] as const;
export type BenchGroup = (typeof benchGroups)[number];

export interface BenchOptions {
  groups: ReadonlySet<BenchGroup>;
  /** True when `--only` picked the groups: the results file keeps the other figures. */
  partial: boolean;
  /** Servers run with `--cpu-prof`, writing into `bench/profiles/`. */
  profile: boolean;
  /** Generate and import the 100,000-product catalogue even when a copy made from the same inputs is kept. */
  freshImport: boolean;
  /** Seconds each load runs. */
  seconds: number;
}

const groupList = z
  .string()
  .transform((text) => text.split(",").map((group) => group.trim()))
  .pipe(z.array(z.enum(benchGroups)).min(1));

const environment = z.object({ BENCH_SECONDS: z.coerce.number().positive().default(5) });

/** `npm run bench -- [--only=pages,api] [--profile] [--fresh-import]`, and BENCH_SECONDS from the environment. */
export function parseBenchOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      only: { type: "string" },
      profile: { type: "boolean", default: false },
      "fresh-import": { type: "boolean", default: false },
    },
    strict: true,
  });
  const only = values.only === undefined ? undefined : groupList.parse(values.only);
  return {
    groups: new Set(only ?? benchGroups),
    partial: only !== undefined,
    profile: values.profile,
    freshImport: values["fresh-import"],
    seconds: environment.parse(env).BENCH_SECONDS,
  };
}
