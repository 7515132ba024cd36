import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { type LabelReaderFiles, labelReading } from "~/domain/label-photo";

/**
 * tesseract.js's files, served from kulit's own origin (docs/check.md, "Reading a photo"; ADR
 * 0033): the worker script, the WebAssembly builds it may pick and the English trained data,
 * straight from the installed packages. Each address names its package's version, so a file never
 * changes under its address and is cached for a year. Only the files listed here are served.
 */

const gzipped = promisify(gzip);

/** Under this path; each file's address names its package and version. */
export const labelReaderPath = "/label-reader";

const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * The worker's own content security policy: a worker runs under the policy its script is served
 * with, not the page's (docs/security.md, "Reading a photo"). It loads the WebAssembly build from
 * here (`script-src 'self'`), compiles it (`'wasm-unsafe-eval'`, which the pages do not get) and
 * fetches the trained data from here (`connect-src 'self'`).
 */
const workerPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

interface ServedFile {
  file: string;
  contentType: string;
  /** Text that gzip shrinks (the scripts; a WebAssembly build is base64 in a script); the trained data is already gzipped. */
  compress: boolean;
  policy?: string;
}

/**
 * The builds tesseract.js chooses among for the LSTM engine alone (`getCore` in its worker
 * script): relaxed SIMD, SIMD, or neither. The builds with the legacy engine are never asked for.
 */
const coreBuilds = [
  "tesseract-core-lstm.wasm.js",
  "tesseract-core-simd-lstm.wasm.js",
  "tesseract-core-relaxedsimd-lstm.wasm.js",
];

function packageFolder(resolveFrom: string, name: string): { folder: string; version: string } {
  const manifest = createRequire(resolveFrom).resolve(`${name}/package.json`);
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  return { folder: path.dirname(manifest), version };
}

/** The addresses the page gives tesseract.js, and the files behind them. */
export function labelReaderFiles(): { urls: LabelReaderFiles; files: ReadonlyMap<string, ServedFile> } {
  const tesseract = packageFolder(import.meta.url, "tesseract.js");
  const core = packageFolder(path.join(tesseract.folder, "package.json"), "tesseract.js-core");
  const data = packageFolder(import.meta.url, `@tesseract.js-data/${labelReading.language}`);
  const urls: LabelReaderFiles = {
    workerPath: `${labelReaderPath}/tesseract.js-${tesseract.version}/worker.min.js`,
    corePath: `${labelReaderPath}/tesseract.js-core-${core.version}`,
    langPath: `${labelReaderPath}/${labelReading.language}-${data.version}-${labelReading.trainedData}`,
  };
  const javascript = "text/javascript; charset=utf-8";
  const files = new Map<string, ServedFile>([
    [
      urls.workerPath,
      {
        file: path.join(tesseract.folder, "dist", "worker.min.js"),
        contentType: javascript,
        compress: true,
        policy: workerPolicy,
      },
    ],
    ...coreBuilds.map((build): [string, ServedFile] => [
      `${urls.corePath}/${build}`,
      { file: path.join(core.folder, build), contentType: javascript, compress: true },
    ]),
    [
      `${urls.langPath}/${labelReading.language}.traineddata.gz`,
      {
        file: path.join(data.folder, labelReading.trainedData, `${labelReading.language}.traineddata.gz`),
        // As the file is: gzip data, which tesseract.js unpacks itself. Not a Content-Encoding, which
        // the browser would undo, and a type the compression middleware leaves alone.
        contentType: "application/gzip",
        compress: false,
      },
    ],
  ]);
  return { urls, files };
}

let memo: ReturnType<typeof labelReaderFiles> | undefined;

/** The addresses, found once: the installed packages do not change while the server runs. */
export function labelReaderUrls(): LabelReaderFiles {
  memo ??= labelReaderFiles();
  return memo.urls;
}

/**
 * Serves the listed files with a year's immutable caching. The scripts are gzipped once, at the
 * first request for each, and kept (some 4.4 MB for all four), rather than compressed again for
 * every visitor by the compression middleware, which leaves an encoded answer alone.
 */
export function labelReaderHandler(): RequestHandler {
  memo ??= labelReaderFiles();
  const { files } = memo;
  const compressed = new Map<string, Promise<Buffer>>();
  return (req, res, next) => {
    const served = files.get(req.path);
    if (!served || (req.method !== "GET" && req.method !== "HEAD")) {
      next();
      return;
    }
    res.setHeader("Cache-Control", `public, max-age=${yearInSeconds}, immutable`);
    if (served.policy) res.setHeader("Content-Security-Policy", served.policy);
    res.setHeader("Content-Type", served.contentType);
    res.setHeader("Vary", "Accept-Encoding");
    if (!served.compress || !req.acceptsEncodings("gzip")) {
      res.sendFile(served.file, { cacheControl: false }, (error) => {
        if (error) next(error);
      });
      return;
    }
    let body = compressed.get(served.file);
    if (!body) {
      body = readFile(served.file).then((raw) => gzipped(raw, { level: constants.Z_BEST_COMPRESSION }));
      // A failed read is not kept: the next request tries again.
      body.catch(() => compressed.delete(served.file));
      compressed.set(served.file, body);
    }
    body.then((gzippedBody) => {
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", gzippedBody.length);
      res.end(req.method === "HEAD" ? undefined : gzippedBody);
    }, next);
  };
}
