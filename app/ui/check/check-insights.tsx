import ShieldCheck from "lucide-react/icons/shield-check";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import type { CheckInsights, CloseFormulaCard, RoutineClashView } from "~/adapters/web/check-insights";
import { listFormat } from "~/domain/intl-formatters";
import { intlLocaleOf, type Language } from "~/domain/language";
import type { MatchState } from "~/domain/match-state";
import { productTypeKey, type ProductType } from "~/domain/product-types";
import { useTranslation } from "~/i18n/i18n-provider";
import { noticeVariants } from "~/ui/kit/notice";
import { MatchExplanation } from "~/ui/product/match-explanation";
import type { MatchExplanationData } from "~/ui/product/match-explanation-data";
import { MatchLine } from "~/ui/product/match-line";
import { ProductGrid } from "~/ui/product/product-grid";
import { RuleSource } from "~/ui/routine/rule-source";
import { ReadingSection as Section } from "./reading-section";

/** What a reading says to this visitor (docs/check.md): the match, the closest formulas, the routine's clashes. */
export type ReadingInsights = CheckInsights & {
  match: MatchState;
  /** Null unless the visitor has a skin profile. */
  matchExplanation: MatchExplanationData | null;
};

/**
 * The match line and its "Why 82%?", as a product page shows them in the same place; a visitor
 * without an analysis, or not signed in, gets the product page's invitation instead.
 */
export function ReadingMatch(props: {
  insights: ReadingInsights;
  productType: ProductType | null;
  language: Language;
}) {
  const { t } = useTranslation("check");
  const { insights } = props;
  return (
    <div className="mt-3">
      <MatchLine match={insights.match} language={props.language} variant="page" />
      {insights.matchExplanation ? (
        <MatchExplanation explanation={insights.matchExplanation} language={props.language} />
      ) : null}
      {insights.match.state === "match" && props.productType === null ? (
        <p className="mt-2 text-xs leading-relaxed text-ink-soft">{t("insights.matchNoType")}</p>
      ) : null}
    </div>
  );
}

function CloseFormulaGrid(props: { items: CloseFormulaCard[]; language: Language }) {
  const { t } = useTranslation("check");
  return (
    <ProductGrid
      headingLevel={3}
      language={props.language}
      items={props.items.map((item) => ({
        product: item.product,
        match: item.match,
        note: (
          <p className="card-detail">{t("insights.closestReason", { shared: item.sharedTop, top: item.topCount })}</p>
        ),
      }))}
    />
  );
}

/**
 * "Closest formulas in kulit" (the product page's similarity index, within the chosen type or
 * across all), then the same formulas by price per 10 ml: a pasted list has no price, so the page
 * never says that one costs less than the visitor's product.
 */
export function ClosestFormulas(props: { closest: CheckInsights["closest"]; language: Language }) {
  const { t } = useTranslation("check");
  const { closest, language } = props;
  const type =
    closest.productType === null
      ? null
      : t(`catalog:productTypes.${productTypeKey(closest.productType)}.title`).toLowerCase();
  const uncounted = [
    closest.sizeUnknown > 0 ? t("insights.sizeUnknown", { count: closest.sizeUnknown }) : null,
    closest.unpriced > 0 ? t("insights.unpriced", { count: closest.unpriced }) : null,
  ].filter((line) => line !== null);
  return (
    <>
      <Section id="check-closest" title={t("insights.closestTitle")}>
        {closest.similar.length === 0 ? (
          <p className="text-sm text-ink-soft">
            {type === null ? t("insights.closestNoneAnyType") : t("insights.closestNone", { type })}
          </p>
        ) : (
          <>
            <p className="mb-3 text-xs leading-relaxed text-ink-soft">
              {type === null ? t("insights.closestIntroAnyType") : t("insights.closestIntro", { type })}
            </p>
            <CloseFormulaGrid items={closest.similar} language={language} />
          </>
        )}
      </Section>
      {closest.similar.length === 0 ? null : (
        <Section id="check-by-price" title={t("insights.byPriceTitle")}>
          {closest.byPrice.length === 0 ? (
            <p className="text-sm text-ink-soft">{t("insights.byPriceNone")}</p>
          ) : (
            <>
              <p className="mb-3 text-xs leading-relaxed text-ink-soft">{t("insights.byPriceIntro")}</p>
              <CloseFormulaGrid items={closest.byPrice} language={language} />
            </>
          )}
          {uncounted.length > 0 ? (
            <p className="mt-2 text-xs leading-relaxed text-ink-soft">{uncounted.join(" ")}</p>
          ) : null}
        </Section>
      )}
    </>
  );
}

function ClashItem(props: { clash: RoutineClashView; language: Language }) {
  const { t } = useTranslation("check");
  const { clash } = props;
  const list = listFormat(intlLocaleOf(props.language), { type: "conjunction" });
  const products = list.format(clash.others.map((other) => other.product));
  const slot = t(`routine:slots.${clash.slot}`).toLowerCase();
  const title =
    clash.kind === "no-sunscreen-with-actives"
      ? t("insights.noSunscreen")
      : clash.kind === "same-active-twice"
        ? t("insights.sameActive", { product: products, slot })
        : t("insights.clash", { product: products, slot });
  const ingredients = list.format([...clash.listIngredients, ...clash.others.flatMap((other) => other.ingredients)]);
  return (
    <li className="card p-4">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-accent" />
        {title}
      </p>
      <ul className="mt-1.5 text-sm">
        <li>{t("insights.inYourList", { ingredients: list.format(clash.listIngredients) })}</li>
        {clash.others.map((other) => (
          <li key={other.product}>
            {t("insights.inProduct", { product: other.product, ingredients: list.format(other.ingredients) })}
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">
        {clash.kind === "no-sunscreen-with-actives"
          ? t("insights.noSunscreenReason", { ingredients: list.format(clash.listIngredients) })
          : t(`routine:warnings.${clash.kind}.text`, {
              products: list.format([t("insights.yourList"), ...clash.others.map((other) => other.product)]),
              ingredients,
            })}
      </p>
      <RuleSource source={clash.source} />
    </li>
  );
}

/**
 * The routine's clash checks with the list as if it were added (docs/check.md, "Routine
 * clashes"), for a signed-in shopper whose routine holds products: each clash with the product,
 * the slot, both sides' ingredients, the routine page's reason and its source; or, as the routine
 * page says it, that there is none. Nothing for a routine that is empty.
 */
export function RoutineClashes(props: { routine: NonNullable<CheckInsights["routine"]>; language: Language }) {
  const { t } = useTranslation("check");
  const { routine } = props;
  if (routine.productCount === 0) return null;
  return (
    <Section id="check-routine" title={t("insights.routineTitle")}>
      <p className="text-xs leading-relaxed text-ink-soft">
        {t("insights.routineIntro")} {t("routine:checks.intro")}
      </p>
      {routine.clashes.length === 0 ? (
        <p className={`${noticeVariants({ tone: "success" })} mt-3 text-sm`}>
          <ShieldCheck aria-hidden="true" size={18} />
          {t("insights.noClash", { count: routine.productCount })}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {routine.clashes.map((clash) => (
            <ClashItem key={`${clash.slot}-${clash.kind}`} clash={clash} language={props.language} />
          ))}
        </ul>
      )}
    </Section>
  );
}
