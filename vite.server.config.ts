import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The production server's start-up and the operators' command-line tools, compiled to plain
 * JavaScript so that production runs no TypeScript loader (docs/deploy.md, "Production start").
 * The server takes its services, app and pages from React Router's bundle (server/site-entry.ts),
 * so that they exist once. The packages stay in node_modules (Vite externalises dependencies in
 * an SSR build); only our code is bundled.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    ssr: true,
    outDir: "build/app-server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: {
      input: {
        main: "server/main.ts",
        migrate: "app/adapters/cli/migrate.ts",
        "catalog-import": "app/adapters/cli/catalog-import.ts",
      },
    },
  },
});
