import { useTranslation } from "~/i18n/i18n-provider";
import { data, redirect } from "react-router";
import { ingredientIdOf } from "~/domain/ingredient-name";
import { ingredientPath } from "~/domain/product-url";
import { translator } from "~/i18n/translate.server";
import { loadCatalogList } from "~/adapters/web/list-page.server";
import { languageParam } from "~/adapters/web/route-params.server";
import { CatalogListPage } from "~/ui/product/catalog-list-page";
import { FunctionDescriptions } from "~/ui/product/ingredient-breakdown";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/ingredient-list";

/** The canonical id the first of the old ids that was merged now redirects to; null for none. */
async function redirectOf(context: Route.LoaderArgs["context"], oldIds: string[]): Promise<string | null> {
  for (const oldId of new Set(oldIds.filter((candidate) => candidate !== ""))) {
    const canonicalId = await context.services.catalog.ingredientRedirect(oldId);
    if (canonicalId !== null) return canonicalId;
  }
  return null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  // Any spelling of the name reaches the ingredient ("Niacinamide", "niacinamide", the id).
  const id = ingredientIdOf(params.ingredient);
  const ingredient = id === "" ? null : await context.services.catalog.ingredient(id);
  if (!ingredient) {
    // An id merged into another ingredient keeps working: 301 to the canonical page, same
    // language. The old id is looked up as typed too, in case today's normalisation reads it otherwise.
    const canonicalId = await redirectOf(context, [id, params.ingredient]);
    if (canonicalId !== null)
      throw redirect(`${ingredientPath(language, canonicalId)}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
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
    <div className="mt-6 card p-4 sm:p-5">
      <h2 className="text-base font-semibold">{t("ingredient.whatItDoes")}</h2>
      {ingredient.functions.length > 0 ? (
        <FunctionDescriptions functions={ingredient.functions} />
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{t("ingredient.noFunctions")}</p>
      )}
      <p className="mt-3 text-xs text-ink-soft">
        {t("ingredient.source")}
        {ingredient.cosingFunctions.length > 0
          ? ` ${t("ingredient.cosingLists", { functions: ingredient.cosingFunctions.join(", ") })}`
          : null}
      </p>
      {ingredient.kulitFunctions.length > 0 ? (
        <div className="mt-4 border-t border-line pt-3">
          <h3 className="text-sm font-semibold">{t("functionSource.kulitNotesTitle")}</h3>
          <p className="mt-1 text-xs leading-relaxed text-ink-soft">{t("ingredient.kulitNotesText")}</p>
          <FunctionDescriptions functions={ingredient.kulitFunctions} note />
        </div>
      ) : null}
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
      filters={loaderData.filters}
      sort={loaderData.sort}
    />
  );
}
