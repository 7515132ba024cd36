/**
 * The JavaScript a first visit downloads (docs/performance.md, "JavaScript"): every script the
 * page's HTML names, in module preloads (in the HTML, or held until the first paint in
 * `data-preloads`), script tags and the imports of its inline scripts, each file once, gzipped
 * as the server sends it.
 */
import { gzipSync } from "node:zlib";

export interface JavaScriptBytes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

const scriptReferences = [
  /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
  /<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g,
  /<script[^>]+src="([^"]+)"/g,
  // Inside inline scripts: `import "…"`, `import * as x from "…"`, `import("…")`.
  /\bimport\s*\(?\s*"([^"]+\.js)"/g,
  /\bfrom\s*"([^"]+\.js)"/g,
];

/** The module preloads that `ScriptsAfterFirstPaint` adds once the page has painted, space-separated. */
const heldPreloads = /\bdata-preloads="([^"]*)"/g;

/** The scripts a page's HTML makes the browser fetch, as absolute URLs on the page's origin. */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const pattern of scriptReferences)
    for (const match of html.matchAll(pattern)) if (match[1]) urls.add(new URL(match[1], pageUrl).href);
  for (const match of html.matchAll(heldPreloads))
    for (const href of (match[1] ?? "").split(" ").filter(Boolean)) urls.add(new URL(href, pageUrl).href);
  return [...urls].sort();
}

export async function javascriptBytes(pageUrl: string): Promise<JavaScriptBytes> {
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`);
  const urls = scriptUrls(await page.text(), pageUrl);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} (named by ${pageUrl}) answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files: urls.length, rawBytes, gzipBytes };
}
