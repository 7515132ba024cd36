import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useTranslation } from "~/i18n/i18n-provider";
import { data, Link, redirect } from "react-router";
import { marketFor } from "~/domain/markets";
import { productTypeKey } from "~/domain/product-types";
import { decodeProductId, productPath, productTypePath } from "~/domain/product-url";
import { translator } from "~/i18n/translate.server";
import { viewerAndUserOf } from "~/adapters/web/list-page.server";
import { languageParam } from "~/adapters/web/route-params.server";
import {
  ingredientListNote,
  ingredientsLeftOutNote,
  cheaperNotes,
  offerLines,
  priceNote,
  pricesSeenLines,
  productJsonLd,
  versionsNote,
} from "~/adapters/web/product-page.server";
import { slotsFor } from "~/domain/routine";
import { CompareToggle } from "~/ui/compare/compare-toggle";
import { RoutineButtons } from "~/ui/routine/routine-buttons";
import { PageShell } from "~/ui/layout/page-shell";
import { IngredientFlagList } from "~/ui/product/ingredient-flag-list";
import { SimilarProductList } from "~/ui/product/similar-product-list";
import { PrintedIngredientList } from "~/ui/product/printed-ingredient-list";
import { IngredientBreakdown } from "~/ui/product/ingredient-breakdown";
import { MatchExplanation } from "~/ui/product/match-explanation";
import { matchExplanationOf } from "~/ui/product/match-explanation-data";
import { MatchLine } from "~/ui/product/match-line";
import { PricesSeen } from "~/ui/product/prices-seen";
import { CommunityRatings } from "~/ui/product/community-ratings";
import { usePriceLine, useUnitPriceLine } from "~/ui/product/product-card";
import { matchStateFor, profileOf } from "~/domain/match-state";
import { ProductImage } from "~/ui/product/product-image";
import { seoMeta } from "~/ui/seo";
import type { Route } from "./+types/product-detail";
import { pathAfterLanguage } from "~/domain/language-path";
import { buttonVariants } from "~/ui/kit/button-variants";

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const id = decodeProductId(params.productId);
  const product = id === null ? null : await context.services.catalog.productDetail(id, language);
  if (!product) throw data(null, { status: 404 });
  const similar = await context.services.similar.similarTo(product.id, language);
  const url = new URL(request.url);
  const canonical = productPath(language, product);
  // Another name segment (renamed product, hand-typed URL, other casing) → the canonical one.
  if (safeDecode(url.pathname) !== safeDecode(canonical)) throw redirect(`${canonical}${url.search}`, 301);
  const t = translator(language);
  const market = marketFor(language);
  const { viewer, userId } = await viewerAndUserOf(request, context);
  const routine = userId === null ? null : await context.services.routines.idsOf(userId);
  const profile = profileOf(viewer);
  const primary = product.offers.find((offer) => offer.shop === market.primaryShop) ?? null;
  const pageUrl = new URL(canonical, context.settings.publicUrl).toString();
  // Ages (old prices, lists that may be out of date) are told against the catalogue's today, the
  // day its reference prices were read for.
  const today = context.services.catalog.today();
  return {
    language,
    product,
    match: matchStateFor(viewer, product),
    matchExplanation: profile ? matchExplanationOf(profile, product) : null,
    typeTitle: t(`catalog:productTypes.${productTypeKey(product.productType)}.title`),
    priceNote: priceNote(product, language, t),
    primaryShop: {
      shop: market.primaryShop,
      name: t(`catalog:shops.${market.primaryShop}`),
      url: primary?.url ?? null,
    },
    offers: offerLines(market.shops, product.offers, language, t),
    pricesSeen: pricesSeenLines(product.priceObservations, market, language, t, today),
    ingredientListNote: ingredientListNote(product.ingredientList, language, t, today),
    ingredientsLeftOut: ingredientsLeftOutNote(product.ingredientList, language, t),
    versionsNote: versionsNote(product.versions, language, t),
    routine:
      routine === null
        ? null
        : {
            slots: slotsFor(product.productType),
            morning: routine.morning.includes(product.id),
            evening: routine.evening.includes(product.id),
          },
    similar: similar?.similar ?? [],
    cheaper: similar?.cheaper ?? [],
    cheaperNotes: cheaperNotes(similar?.cheaperStanding ?? { kind: "compared", uncompared: 0 }, t),
    metaTitle: t("catalog:meta.productTitle", { name: product.name, brand: product.brand }),
    metaDescription: t("catalog:meta.productDescription", { name: product.name, brand: product.brand }),
    jsonLd: productJsonLd(product, pageUrl, context.settings.publicUrl),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.data;
  if (!loaderData || !root) return [];
  return [
    ...seoMeta({
      title: loaderData.metaTitle,
      description: loaderData.metaDescription,
      language: loaderData.language,
      pathAfterLanguage: pathAfterLanguage(productPath(loaderData.language, loaderData.product)),
      publicUrl: root.settings.publicUrl,
      image: loaderData.product.image,
    }),
    { "script:ld+json": loaderData.jsonLd },
  ];
}

function Section(props: { title: string; children: React.ReactNode; id: string; plain?: boolean }) {
  return (
    <section aria-labelledby={props.id} className={props.plain ? "pt-7" : "border-t border-line py-6"}>
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title}
      </h2>
      <div className="mt-3">{props.children}</div>
    </section>
  );
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { product, language, offers, primaryShop } = loaderData;
  const price = usePriceLine(product);
  const perUnit = useUnitPriceLine(product);

  return (
    <PageShell className="max-w-5xl">
      <Link
        to={productTypePath(language, product.productType)}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        {t("product.backTo", { type: loaderData.typeTitle })}
      </Link>

      <div className="mt-4 grid gap-6 md:mt-6 md:grid-cols-[300px_1fr] md:gap-10">
        <div className="flex justify-center md:block">
          <ProductImage
            src={product.image}
            alt={t("card.imageAlt", { brand: product.brand, name: product.name })}
            size={300}
            priority
            className="w-[300px] max-w-full rounded-2xl border border-line"
          />
        </div>

        <div className="min-w-0">
          <p className="caps text-sm text-ink-soft">
            <span className="sr-only">{t("product.brandLabel")}: </span>
            {product.brand}
          </p>
          <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight text-balance sm:text-3xl">
            {product.name}
          </h1>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <MatchLine match={loaderData.match} language={language} variant="page" />
            <CompareToggle productId={product.id} productName={product.name} language={language} variant="page" />
          </div>
          {loaderData.matchExplanation ? (
            <MatchExplanation explanation={loaderData.matchExplanation} language={language} />
          ) : null}

          <div className="mt-5 card p-4 sm:p-5">
            <p className={`${product.lastSeen ? "text-lg" : "text-2xl"} font-bold tabular-nums`}>
              <span className="sr-only">{t("product.priceLabel")}: </span>
              {price}
            </p>
            {perUnit ? <p className="mt-0.5 text-sm text-ink-soft tabular-nums">{perUnit}</p> : null}
            <p className="mt-1.5 text-xs leading-relaxed text-ink-soft">
              {loaderData.priceNote} {product.price ? t("priceNote.shopsDiffer") : null}
            </p>
            {primaryShop.url ? (
              <a
                href={primaryShop.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={`${buttonVariants({ wide: "phone" })} mt-4 py-3`}
              >
                <ShoppingBag aria-hidden="true" size={18} />
                {t("product.purchase", { shop: primaryShop.name })}
                <span className="sr-only"> {t("product.newTab")}</span>
              </a>
            ) : (
              <p className="mt-4 text-sm text-ink-soft">{t("product.notInShop", { shop: primaryShop.name })}</p>
            )}
          </div>

          <div className="mt-4">
            <RoutineButtons productId={product.id} language={language} membership={loaderData.routine} />
          </div>

          <Section title={t("product.priceComparison")} id="price-comparison" plain>
            <ul className="divide-y divide-line overflow-hidden card">
              {offers.map((offer) => (
                <li key={offer.shop} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    {offer.url ? (
                      <a
                        href={offer.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex items-center gap-1.5 font-semibold link"
                      >
                        {offer.shopName}
                        <ExternalLink aria-hidden="true" size={14} />
                        <span className="sr-only"> {t("product.newTab")}</span>
                      </a>
                    ) : (
                      <span className="font-semibold">{offer.shopName}</span>
                    )}
                  </div>
                  <div className="text-right">
                    {offer.price ? (
                      <>
                        <p className="font-semibold tabular-nums">{offer.price}</p>
                        {offer.checked ? (
                          <p className="text-xs text-ink-soft">{t("product.checked", { date: offer.checked })}</p>
                        ) : null}
                      </>
                    ) : (
                      <p className="text-sm text-ink-soft">{t("product.priceNotAvailable")}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </Section>

          <Section title={t("pricesSeen.title")} id="prices-seen" plain>
            <PricesSeen items={loaderData.pricesSeen} />
          </Section>
        </div>
      </div>

      <div className="mt-4 md:mt-8 md:max-w-3xl">
        {product.ratings.length > 0 ? (
          <Section title={t("ratings.title")} id="community-ratings">
            <CommunityRatings ratings={product.ratings} language={language} />
          </Section>
        ) : null}
        <Section title={t("product.description")} id="description">
          <p className="leading-relaxed whitespace-pre-line text-ink-soft">{product.description}</p>
        </Section>
        <Section title={t("product.howToUse")} id="how-to-use">
          <p className="leading-relaxed whitespace-pre-line text-ink-soft">{product.usage}</p>
        </Section>
        <Section title={t("product.ingredients")} id="ingredients">
          {loaderData.versionsNote ? (
            <p className="mb-3 border-l-2 border-accent pl-3 text-sm leading-relaxed text-ink">
              {loaderData.versionsNote}
            </p>
          ) : null}
          {loaderData.ingredientListNote ? (
            <p className="mb-2 text-xs leading-relaxed text-ink-soft">{loaderData.ingredientListNote}</p>
          ) : null}
          {loaderData.ingredientsLeftOut ? (
            <p className="mb-2 text-xs leading-relaxed text-ink-soft">{loaderData.ingredientsLeftOut}</p>
          ) : null}
          {product.ingredients.length > 0 ? (
            <PrintedIngredientList ingredients={product.ingredients} language={language} />
          ) : (
            <p className="text-sm text-ink-soft">{t("product.noIngredients")}</p>
          )}
        </Section>
        {product.ingredients.length > 0 ? (
          <Section title={t("flags.title")} id="ingredient-flags">
            <IngredientFlagList flags={product.flags} language={language} />
          </Section>
        ) : null}
        {product.ingredients.length > 0 ? (
          <Section title={t("product.ingredientsBreakdown")} id="ingredients-breakdown">
            <IngredientBreakdown ingredients={product.ingredients} language={language} />
          </Section>
        ) : null}
        {product.ingredients.length > 0 ? (
          <>
            <Section title={t("similar.title")} id="similar-formulas">
              <SimilarProductList items={loaderData.similar} language={language} empty={t("similar.none")} />
            </Section>
            <Section title={t("cheaper.title")} id="cheaper-alternatives">
              <SimilarProductList
                items={loaderData.cheaper}
                language={language}
                empty={loaderData.cheaperNotes.empty}
                note={loaderData.cheaperNotes.note}
              />
            </Section>
          </>
        ) : null}
      </div>
    </PageShell>
  );
}
