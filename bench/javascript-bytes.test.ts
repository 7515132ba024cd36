import { describe, expect, it } from "vitest";
import { scriptUrls } from "./javascript-bytes";

describe("scriptUrls", () => {
  it("finds preloads, script sources and the imports of inline scripts, not the route manifest's other modules", () => {
    const html = `
      <link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>
      <link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>
      <link rel="stylesheet" href="/assets/root-C.css"/>
      <script src="/assets/legacy-D.js"></script>
      <script type="module">
        import "/assets/manifest-E.js";
        import * as route0 from "/assets/root-B.js";
        window.__reactRouterManifest = { "routes": { "routes/profile": { "module": "/assets/profile-F.js", "imports": ["/assets/chart-G.js"] } } };
        import("/assets/entry.client-A.js");
      </script>`;

    expect(scriptUrls(html, "http://localhost:3000/en")).toEqual([
      "http://localhost:3000/assets/entry.client-A.js",
      "http://localhost:3000/assets/legacy-D.js",
      "http://localhost:3000/assets/manifest-E.js",
      "http://localhost:3000/assets/root-B.js",
    ]);
  });

  it("finds the module preloads held until the first paint", () => {
    const html = `
      <script id="module-after-first-paint" type="application/x-module-after-first-paint"
        data-preloads="/assets/entry.client-A.js /assets/framework-H.js">import * as route0 from "/assets/root-B.js";
        import("/assets/entry.client-A.js");</script>`;

    expect(scriptUrls(html, "http://localhost:3000/en")).toEqual([
      "http://localhost:3000/assets/entry.client-A.js",
      "http://localhost:3000/assets/framework-H.js",
      "http://localhost:3000/assets/root-B.js",
    ]);
  });
});
