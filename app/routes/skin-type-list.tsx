import { data } from "react-router";
import { isSkinType } from "~/domain/skin-types";
import { skinTypePath } from "~/domain/product-url";
import { translator } from "~/i18n/translate.server";
import { loadCatalogList } from "~/adapters/web/list-page.server";
import { languageParam } from "~/adapters/web/route-params.server";
import { CatalogListPage } from "~/ui/product/catalog-list-page";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/skin-type-list";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const skinType = params.skinType.trim().toLowerCase();
  if (!isSkinType(skinType)) throw data(null, { status: 404 });
  const t = translator(language);
  const skinTypeTitle = t(`catalog:skinTypes.${skinType}.title`);
  const description = t(`catalog:skinTypes.${skinType}.description`);
  return loadCatalogList(
    {
      request,
      context,
      language,
      filter: { kind: "skinType", skinType },
      canonicalPath: skinTypePath(language, skinType),
      redirectToCanonical: true,
    },
    {
      title: t("catalog:list.skinTypeHeading", { skinType: skinTypeTitle }),
      description,
      eyebrow: t("catalog:list.skinTypeEyebrow"),
      seo: { title: t("catalog:meta.skinTypeTitle", { skinType: skinTypeTitle }), description },
    },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

export default function SkinTypeList({ loaderData }: Route.ComponentProps) {
  return <CatalogListPage {...loaderData} />;
}
