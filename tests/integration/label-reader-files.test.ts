import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageServer, type PageServer } from "./support/page-server";
import { testDialect } from "./support/test-database";

/**
 * tesseract.js's files for reading a label photo, served by kulit itself (docs/check.md, "Reading
 * a photo"; docs/security.md): the addresses the check page gives, a year's caching, gzip where
 * the file is not gzipped already, the worker's own policy, and nothing beyond the listed files.
 */
let site: PageServer;
let files: { workerPath: string; corePath: string; langPath: string };

const require = createRequire(import.meta.url);
const tesseractFolder = path.dirname(require.resolve("tesseract.js/package.json"));
const coreFolder = path.dirname(
  createRequire(path.join(tesseractFolder, "package.json")).resolve("tesseract.js-core/package.json"),
);
const dataFolder = path.dirname(require.resolve("@tesseract.js-data/eng/package.json"));

beforeAll(async () => {
  site = await startPageServer({ catalogue: false });
  const page = await (await fetch(`${site.baseUrl}/en/check`)).text();
  const address = (pattern: RegExp) => {
    const found = pattern.exec(page)?.[0];
    if (!found) throw new Error(`the check page names no ${pattern.source}`);
    return found;
  };
  files = {
    workerPath: address(/\/label-reader\/tesseract\.js-[0-9.]+\/worker\.min\.js/),
    corePath: address(/\/label-reader\/tesseract\.js-core-[0-9.]+/),
    langPath: address(/\/label-reader\/eng-[0-9.]+-4\.0\.0_best_int/),
  };
});

afterAll(async () => {
  await site.close();
});

const gzipAccepted = { headers: { "accept-encoding": "gzip" } };

/** A body's digest: comparing megabytes byte by byte in `toEqual` takes the test's whole time. */
async function digestOf(response: Response): Promise<string> {
  return createHash("sha256")
    .update(Buffer.from(await response.arrayBuffer()))
    .digest("hex");
}

function fileDigest(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

describe(`the label reader's files (${testDialect()})`, () => {
  it("serves the worker gzipped, cached for a year, under a policy that lets it compile WebAssembly", async () => {
    const response = await fetch(`${site.baseUrl}${files.workerPath}`, gzipAccepted);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    expect(await digestOf(response)).toBe(fileDigest(path.join(tesseractFolder, "dist", "worker.min.js")));
  });

  it("serves each WebAssembly build tesseract.js may pick for the LSTM engine, and no other", async () => {
    for (const build of ["tesseract-core-lstm", "tesseract-core-simd-lstm", "tesseract-core-relaxedsimd-lstm"]) {
      const response = await fetch(`${site.baseUrl}${files.corePath}/${build}.wasm.js`, gzipAccepted);
      expect(response.status, build).toBe(200);
      expect(response.headers.get("content-encoding"), build).toBe("gzip");
      expect(await digestOf(response), build).toBe(fileDigest(path.join(coreFolder, `${build}.wasm.js`)));
    }
    for (const unlisted of [`${files.corePath}/tesseract-core-simd.wasm.js`, `${files.corePath}/../package.json`]) {
      const response = await fetch(`${site.baseUrl}${unlisted}`, { redirect: "manual" });
      expect(response.status, unlisted).not.toBe(200);
      await response.body?.cancel();
    }
  });

  it("serves the trained data as the gzip file it is, not encoded again", async () => {
    const response = await fetch(`${site.baseUrl}${files.langPath}/eng.traineddata.gz`, gzipAccepted);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await digestOf(response)).toBe(fileDigest(path.join(dataFolder, "4.0.0_best_int", "eng.traineddata.gz")));
  });

  it("lets pages start a worker from kulit's origin, and compile no WebAssembly themselves", async () => {
    const response = await fetch(`${site.baseUrl}/en/check`);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/worker-src 'self'(;|$)/);
    expect(policy).not.toContain("wasm-unsafe-eval");
    await response.body?.cancel();
  });
});
