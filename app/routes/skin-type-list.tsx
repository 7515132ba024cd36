import { loadTypeList } from "~/adapters/web/type-list-page.server";
import { CatalogListPage } from "~/ui/product/catalog-list-page";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/skin-type-list";

export const loader = (args: Route.LoaderArgs) => loadTypeList(args, "skinType");

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

export default function SkinTypeList({ loaderData }: Route.ComponentProps) {
  return <CatalogListPage {...loaderData} />;
}
