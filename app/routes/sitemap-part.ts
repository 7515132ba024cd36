import { data } from "react-router";
import { sitemapPartXml } from "~/domain/sitemap";
import type { Route } from "./+types/sitemap-part";

/** `/sitemaps/{n}.xml`: one file of the sitemap, every page in both languages with its alternates. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const part = /^([1-9]\d{0,5})\.xml$/.exec(params.part)?.[1];
  const catalogue = part === undefined ? null : await context.services.catalog.sitemapCatalogue();
  const xml = catalogue && part ? sitemapPartXml(catalogue, Number(part), context.settings.publicUrl) : null;
  if (xml === null) throw data(null, { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
