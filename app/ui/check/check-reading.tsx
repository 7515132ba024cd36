import ScanText from "lucide-react/icons/scan-text";
import Link2 from "lucide-react/icons/link-2";
import { lazy, Suspense, useRef } from "react";
import type { Language } from "~/domain/language";
import { productTypeKey, type ProductType } from "~/domain/product-types";
import { ingredientPath } from "~/domain/product-url";
import { statedPercentText } from "~/domain/stated-percent";
import { useTranslation } from "~/i18n/i18n-provider";
import type { IngredientReading, UnrecognisedName } from "~/domain/ingredient-reading";
import { Notice } from "~/ui/kit/notice";
import { usePlainLinks } from "~/ui/plain-links";
import * as insightsOnServer from "./check-insights";
import type { ReadingInsights } from "./check-insights";
import { ReadingSection } from "./reading-section";
import { IngredientBreakdown, useFunctionText } from "~/ui/product/ingredient-breakdown";
import { IngredientFlagList } from "~/ui/product/ingredient-flag-list";

/**
 * The visitor's parts of a reading (the match, the routine's clashes, the closest formulas): the
 * server renders them in place with the page, and the browser fetches their code only with a
 * reading, never with the empty form, whose first visit their product cards and explanations would
 * put over its JavaScript budget (docs/check.md, "Figures"). Each sits in a Suspense boundary, so
 * until its code is there React keeps the server's HTML as it is (selective hydration): shown,
 * its links plain links, its Compare buttons plain forms.
 */
const insightsInBrowser = () => import("./check-insights");
const ReadingMatch = import.meta.env.SSR
  ? insightsOnServer.ReadingMatch
  : lazy(() => insightsInBrowser().then((module) => ({ default: module.ReadingMatch })));
const RoutineClashes = import.meta.env.SSR
  ? insightsOnServer.RoutineClashes
  : lazy(() => insightsInBrowser().then((module) => ({ default: module.RoutineClashes })));
const ClosestFormulas = import.meta.env.SSR
  ? insightsOnServer.ClosestFormulas
  : lazy(() => insightsInBrowser().then((module) => ({ default: module.ClosestFormulas })));

/** The reading's heading, which the address of a new reading points to. */
export const checkReadingId = "check-reading";

/**
 * A name linked to its ingredient page where kulit has one: a plain link, which the list around it
 * follows in the page (`usePlainLinks`), so a list of 60 does not hydrate 60 `Link`s.
 */
function IngredientName(props: { name: string; ingredientId: string | null; language: Language }) {
  return props.ingredientId ? (
    <a href={ingredientPath(props.language, props.ingredientId)} className="link hover:text-ink">
      {props.name}
    </a>
  ) : (
    <>{props.name}</>
  );
}

/** The recognised ingredients in list order: position, name, the amount the list states, the INCI name and what CosIng says each does. */
function IngredientRows(props: { ingredients: IngredientReading["ingredients"]; language: Language }) {
  const { t } = useTranslation("check");
  const text = useFunctionText();
  const list = useRef<HTMLOListElement>(null);
  usePlainLinks(list);
  return (
    <ol ref={list} className="divide-y divide-line overflow-hidden card">
      {props.ingredients.map((ingredient) => (
        <li key={`${ingredient.position}-${ingredient.name}`} className="flex gap-3 px-4 py-3">
          <span className="w-8 shrink-0 text-sm text-ink-soft tabular-nums" aria-hidden="true">
            {ingredient.position}
          </span>
          <div className="min-w-0">
            <p className="font-semibold break-words">
              <span className="sr-only">{t("reading.position", { position: ingredient.position })}: </span>
              <IngredientName name={ingredient.name} ingredientId={ingredient.ingredientId} language={props.language} />
              {ingredient.statedPercent === null ? null : (
                <span className="font-normal text-ink-soft">
                  {" "}
                  {statedPercentText(ingredient.statedPercent, props.language)}
                </span>
              )}
            </p>
            {ingredient.inciName.toLowerCase() !== ingredient.name.toLowerCase() ? (
              <p className="text-xs text-ink-soft">{t("reading.inci", { name: ingredient.inciName })}</p>
            ) : null}
            {ingredient.functions.length > 0 ? (
              <p className="mt-0.5 text-sm text-ink-soft">
                {ingredient.functions.map((fn) => text.title(fn)).join(" · ")}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The names the reading could not resolve, each with its nearest CosIng names. */
function UnrecognisedNames(props: { names: UnrecognisedName[]; language: Language }) {
  const { t } = useTranslation("check");
  const list = useRef<HTMLUListElement>(null);
  usePlainLinks(list);
  return (
    <>
      <p className="text-sm leading-relaxed text-ink-soft">{t("reading.unrecognisedText")}</p>
      <ul ref={list} className="mt-3 space-y-2">
        {props.names.map((name) => (
          <li key={name.name} className="card px-4 py-3">
            <p className="font-semibold break-words">{name.name}</p>
            {name.suggestions.length > 0 ? (
              <p className="mt-0.5 text-sm text-ink-soft">
                {t("reading.didYouMean")}{" "}
                {name.suggestions.map((suggestion, index) => (
                  <span key={suggestion.name}>
                    {index > 0 ? ", " : null}
                    <IngredientName
                      name={suggestion.name}
                      ingredientId={suggestion.ingredientId}
                      language={props.language}
                    />
                  </span>
                ))}
                ?
              </p>
            ) : (
              <p className="mt-0.5 text-sm text-ink-soft">{t("reading.noSuggestion")}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The reading of a pasted list (docs/check.md), in the product page's own components: the
 * visitor's match, the clashes with their routine, the ingredients in list order, the names not
 * recognised, the key actives, the flags and "free of" badges, the function chips with their
 * dialog, and the closest formulas in kulit. It says plainly that it is a reading of the pasted
 * list, not a product kulit holds.
 */
export function CheckReading(props: {
  reading: IngredientReading;
  productType: ProductType | null;
  shareable: boolean;
  language: Language;
  /** The match, closest formulas and routine clashes; null when the reading recognised nothing. */
  insights: ReadingInsights | null;
}) {
  const { t } = useTranslation("check");
  const { reading, language } = props;
  const recognised = reading.ingredients.length;
  return (
    <section aria-labelledby={checkReadingId} className="mt-8">
      <h2 id={checkReadingId} className="scroll-mt-4 text-2xl font-bold tracking-tight">
        {t("reading.title")}
      </h2>
      <p className="mt-2 text-base font-semibold" role="status">
        {t("reading.recognised", { recognised, count: recognised + reading.unrecognised.length })}
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {props.productType === null
          ? t("reading.readAsLeaveOn")
          : t("reading.readAs", { type: t(`catalog:productTypes.${productTypeKey(props.productType)}.title`) })}
      </p>
      {props.insights ? (
        <Suspense>
          <ReadingMatch insights={props.insights} productType={props.productType} language={language} />
        </Suspense>
      ) : null}
      <Notice tone="plain" icon={ScanText} className="mt-4">
        {t("reading.notAProduct")}
      </Notice>
      <p className="mt-3 flex items-start gap-2 text-sm text-ink-soft">
        <Link2 aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
        {props.shareable ? t("reading.share") : t("reading.tooLongToShare")}
      </p>
      {reading.cutShortAt === null ? null : (
        <p className="mt-3 border-l-2 border-accent pl-3 text-sm">
          {t("reading.cutShort", { name: reading.cutShortAt })}
        </p>
      )}
      <div className="mt-4">
        {props.insights?.routine ? (
          <Suspense>
            <RoutineClashes routine={props.insights.routine} language={language} />
          </Suspense>
        ) : null}
        <ReadingSection id="check-key-actives" title={t("reading.keyActivesTitle")}>
          <p className="text-sm">
            {reading.keyActives.length > 0 ? reading.keyActives.join(", ") : t("reading.noKeyActives")}
          </p>
        </ReadingSection>
        {recognised > 0 ? (
          <ReadingSection id="check-ingredients" title={t("reading.ingredientsTitle")}>
            <IngredientRows ingredients={reading.ingredients} language={language} />
          </ReadingSection>
        ) : null}
        {reading.unrecognised.length > 0 ? (
          <ReadingSection id="check-unrecognised" title={t("reading.unrecognisedTitle")}>
            <UnrecognisedNames names={reading.unrecognised} language={language} />
          </ReadingSection>
        ) : null}
        {recognised > 0 ? (
          <>
            <ReadingSection id="check-flags" title={t("reading.flagsTitle")}>
              <IngredientFlagList flags={reading.flags} language={language} />
            </ReadingSection>
            <ReadingSection id="check-breakdown" title={t("reading.breakdownTitle")}>
              <IngredientBreakdown ingredients={reading.ingredients} language={language} />
            </ReadingSection>
          </>
        ) : null}
        {props.insights ? (
          <Suspense>
            <ClosestFormulas closest={props.insights.closest} language={language} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
