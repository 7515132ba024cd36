import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { atLeast, atMost, figure } from "./figures";
import { formatTable, readResults, type ResultsMeta, writeResults } from "./report";

const meta = (overrides: Partial<ResultsMeta>): Omit<ResultsMeta, "keptFrom"> => ({
  date: "2026-11-25T12:00:00.000Z",
  commit: "abc",
  node: "v20.20.2",
  cores: 2,
  cpu: "test cpu",
  secondsPerLoad: 5,
  loadAverage: { start: [1, 1, 1], end: [1, 1, 1] },
  groups: ["pages", "api"],
  partial: false,
  profiled: false,
  failed: [],
  notes: [],
  ...overrides,
});

describe("the results file", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps an earlier run's other figures after a partial run, and says whose they are", () => {
    dir = mkdtempSync(path.join(tmpdir(), "bench-report-"));
    const file = path.join(dir, "latest.json");
    writeResults(
      [figure("productPage.rps", "product page", 40, "req/s"), figure("helloQuery.rps", "hello query", 900, "req/s")],
      meta({}),
      undefined,
      file,
    );
    const earlier = readResults(file);
    writeResults(
      [figure("productPage.rps", "product page", 55, "req/s")],
      meta({ date: "2026-11-26T12:00:00.000Z", commit: "def", groups: ["pages"], partial: true }),
      earlier,
      file,
    );

    const written = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    expect(written["productPage.rps"]).toBe(55);
    expect(written["helloQuery.rps"]).toBe(900);
    expect(readResults(file)?.meta.keptFrom).toEqual({
      date: "2026-11-25T12:00:00.000Z",
      commit: "abc",
      groups: ["pages", "api"],
    });
  });

  it("drops an earlier run's figures after a full run", () => {
    dir = mkdtempSync(path.join(tmpdir(), "bench-report-"));
    const file = path.join(dir, "latest.json");
    writeResults([figure("helloQuery.rps", "hello query", 900, "req/s")], meta({}), undefined, file);
    writeResults([figure("productPage.rps", "product page", 55, "req/s")], meta({}), readResults(file), file);

    expect(readResults(file)?.values).toEqual({ "productPage.rps": 55 });
    expect(readResults(file)?.meta.keptFrom).toBeUndefined();
  });
});

describe("the table", () => {
  it("shows each figure beside its budget, met or missed", () => {
    const lines = formatTable([
      figure("productPage.rpsRatioToHello", "product page: peak / hello page", 0.61, "×", atLeast(0.5)),
      figure("ranking.100k.medianMs", "ranking", 31.2, "ms", atMost(20, "ms"), "times rankedByMatch"),
    ]);

    expect(lines.find((line) => line.includes("productPage.rpsRatioToHello"))).toMatch(/0\.61 × +\| ≥ 0\.5 +\| met/);
    expect(lines.find((line) => line.includes("ranking.100k.medianMs"))).toMatch(
      /31\.2 ms +\| ≤ 20 ms +\| \*\*missed\*\*/,
    );
    expect(lines).toContain("- `ranking.100k.medianMs`: times rankedByMatch");
  });
});
