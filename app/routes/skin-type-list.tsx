import { data, redirect } from "react-router";
import { isSkinType } from "~/domain/skin-types";
import { skinTypePath } from "~/domain/product-url";
import { translator } from "~/i18n/translate.server";
import { loadListPage } from "~/adapters/web/list-page.server";
import { languageParam, pageParam } from "~/adapters/web/route-params.server";
import { CatalogListPage } from "~/ui/product/catalog-list-page";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/skin-type-list";
import { pathAfterLanguage } from "~/domain/language-path";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const skinType = params.skinType.trim().toLowerCase();
  if (!isSkinType(skinType)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const canonical = skinTypePath(language, skinType);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  const t = translator(language);
  const skinTypeTitle = t(`catalog:skinTypes.${skinType}.title`);
  const list = await loadListPage(context, request, { kind: "skinType", skinType }, language, pageParam(url));
  const description = t(`catalog:skinTypes.${skinType}.description`);
  return {
    language,
    eyebrow: t("catalog:list.skinTypeEyebrow"),
    title: t("catalog:list.skinTypeHeading", { skinType: skinTypeTitle }),
    description,
    seo: {
      title: t("catalog:meta.skinTypeTitle", { skinType: skinTypeTitle }),
      description,
      pathAfterLanguage: pathAfterLanguage(canonical),
    },
    ...list,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

export default function SkinTypeList({ loaderData }: Route.ComponentProps) {
  return <CatalogListPage {...loaderData} />;
}
