import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

/** The modules every page loads: the document (`root.tsx`) and the header, menu button and footer. */
const shellEntries = [/\/app\/root\.tsx(\?|$)/, /\/app\/routes\/language-layout\.tsx(\?|$)/];

const framework = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

/**
 * The product page's reading of a list, which the check page shows too (docs/check.md): one chunk
 * (its chips and dialog, its flags, the stated percentages) rather than one per module, so the
 * product page's first visit stays within its budget.
 */
const ingredientReading =
  /\/app\/(ui\/product\/(ingredient-breakdown|ingredient-flag-list)\.tsx|domain\/stated-percent\.ts)$/;

/**
 * The markets and their money, which product cards, the product page, the analysis and the check
 * page's closest formulas share in different sets: one chunk, not two each with its own request
 * and import list, which put the product page's first visit over its budget.
 */
const marketsAndMoney = /\/app\/domain\/(markets|currency)\.ts$/;

let shell: Set<string> | undefined;
let readingImports: Set<string> | undefined;

/**
 * The icons and kit components the reading's two components import: Rollup would pull them into
 * the reading's chunk, and with them every page that shares one of them (the sign-in page's
 * check mark), so each keeps the chunk of its own Rollup gives a module several pages share.
 */
function ingredientReadingImports(meta: Rollup.ManualChunkMeta): Set<string> {
  readingImports ??= new Set(
    [...meta.getModuleIds()]
      .filter((id) => ingredientReading.test(id))
      .flatMap((id) => meta.getModuleInfo(id)?.importedIds ?? [])
      .filter((id) => id.includes("/lucide-react/") || id.includes("/app/ui/kit/")),
  );
  return readingImports;
}

/** What the shell's entries import, statically and transitively: our code and its icons. */
function shellModules(meta: Rollup.ManualChunkMeta): Set<string> {
  if (shell) return shell;
  const found = new Set<string>();
  const pending = [...meta.getModuleIds()].filter((id) => shellEntries.some((entry) => entry.test(id)));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  shell = new Set([...found].filter((id) => !id.includes("/node_modules/") || id.includes("/lucide-react/")));
  return shell;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: {
      // The server bundle holds the services, the app and the API beside the pages, so that the
      // server runs one copy of each module (server/site-entry.ts); it is still build/server/index.js.
      ...(isSsrBuild ? { input: "./server/site-entry.ts" } : {}),
      output: {
        // One chunk for what every page shares instead of a dozen tiny ones, each with its own
        // request and import list (docs/performance.md).
        // React and React Router stay a chunk of their own, which our changes leave cached.
        manualChunks: (id, meta) => {
          if (framework.test(id)) return "framework";
          if (shellModules(meta).has(id)) return "shell";
          if (ingredientReading.test(id)) return "ingredient-reading";
          if (marketsAndMoney.test(id)) return "markets";
          return ingredientReadingImports(meta).has(id) ? path.basename(id).replace(/\.[^.]*$/, "") : undefined;
        },
      },
    },
  },
}));
