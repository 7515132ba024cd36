import { sitemapIndexXml } from "~/domain/sitemap";
import type { Route } from "./+types/sitemap-index";

/** `/sitemap.xml`: the index of the sitemap files (docs/performance.md, "Sitemap"). */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await context.services.catalog.sitemapCatalogue();
  return new Response(sitemapIndexXml(catalogue, context.settings.publicUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
