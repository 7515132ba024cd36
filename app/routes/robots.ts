import { robotsTxt } from "~/domain/sitemap";
import type { Route } from "./+types/robots";

/** `/robots.txt`, with the sitemap's address on this site's public URL (docs/performance.md, "Sitemap"). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.settings.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
