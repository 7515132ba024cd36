import type { Config } from "@react-router/dev/config";

/** The bench's hello-world page (docs/performance.md, "Floors"): rendered on the server, as the site is. */
export default {
  ssr: true,
} satisfies Config;
