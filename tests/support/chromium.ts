import { existsSync } from "node:fs";

/**
 * Debian's Chromium for the tests that drive a browser: its headless shell where installed (the
 * same engine without the browser's window layer, and a third quicker on the end-to-end suite),
 * otherwise the full browser. CHROMIUM_PATH overrides both. docs/decisions/0011-end-to-end-time.md
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file)) ??
  "/usr/bin/chromium";

/**
 * How every tool here starts Chromium: root may not sandbox, there is no GPU, and the network is
 * closed, so the browser's own background connections (updates, sync, QUIC) are turned off
 * rather than refused many at a time.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
