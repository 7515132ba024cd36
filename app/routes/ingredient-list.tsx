import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { ingredientIdOf } from "~/domain/ingredient-name";
import { ingredientPath } from "~/domain/product-url";
import { translator } from "~/i18n/translate.server";
import { loadCatalogList } from "~/adapters/web/list-page.server";
import { languageParam } from "~/adapters/web/route-params.server";
import { CatalogListPage } from "~/ui/product/catalog-list-page";
import { FunctionDescriptions } from "~/ui/product/ingredient-breakdown";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/ingredient-list";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  // Any spelling of the name reaches the ingredient ("Niacinamide", "niacinamide", the id).
  const id = ingredientIdOf(params.ingredient);
  const ingredient = id === "" ? null : await context.services.catalog.ingredient(id);
  if (!ingredient) throw data(null, { status: 404 });
  const t = translator(language);
  const list = await loadCatalogList(
    {
      request,
      context,
      language,
      filter: { kind: "ingredient", ingredientId: ingredient.id },
      canonicalPath: ingredientPath(language, ingredient.id),
      redirectToCanonical: false,
    },
    {
      title: t("catalog:list.ingredientHeading", { ingredient: ingredient.name }),
      seo: {
        title: t("catalog:meta.ingredientTitle", { ingredient: ingredient.name }),
        description: t("catalog:meta.ingredientDescription", { ingredient: ingredient.name }),
      },
    },
  );
  return { ...list, ingredient };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

function IngredientFacts(props: { ingredient: Route.ComponentProps["loaderData"]["ingredient"] }) {
  const { t } = useTranslation("catalog");
  const { ingredient } = props;
  const identifiers = [
    ingredient.inciName && ingredient.inciName.toLowerCase() !== ingredient.name.toLowerCase()
      ? { label: t("ingredient.inci"), value: ingredient.inciName }
      : null,
    ingredient.cas ? { label: t("ingredient.cas"), value: ingredient.cas } : null,
    ingredient.ec ? { label: t("ingredient.ec"), value: ingredient.ec } : null,
  ].filter((item) => item !== null);
  return (
    <div className="mt-6 rounded-2xl border border-line bg-white/70 p-4 sm:p-5">
      <h2 className="text-base font-semibold">{t("ingredient.whatItDoes")}</h2>
      {ingredient.functions.length > 0 ? (
        <FunctionDescriptions functions={ingredient.functions} />
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{t("ingredient.noFunctions")}</p>
      )}
      {identifiers.length > 0 ? (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 border-t border-line pt-3 text-sm">
          {identifiers.map((item) => (
            <div key={item.label} className="flex gap-2">
              <dt className="text-ink-soft">{item.label}</dt>
              <dd className="font-medium tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-3 text-xs text-ink-soft">{t("ingredient.source")}</p>
    </div>
  );
}

export default function IngredientList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  return (
    <CatalogListPage
      language={loaderData.language}
      eyebrow={t("ingredient.eyebrow")}
      title={loaderData.title}
      intro={<IngredientFacts ingredient={loaderData.ingredient} />}
      items={loaderData.items}
      total={loaderData.total}
      page={loaderData.page}
    />
  );
}
