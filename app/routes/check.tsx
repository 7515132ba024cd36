import { data, redirect } from "react-router";
import { maxPastedCharacters, maxPastedEntries, pastedListProblem } from "~/domain/pasted-ingredient-list";
import { checkPath } from "~/domain/site-paths";
import { intlLocaleOf } from "~/domain/language";
import { numberFormat } from "~/domain/intl-formatters";
import { translator } from "~/i18n/translate.server";
import { useTranslation } from "~/i18n/i18n-provider";
import {
  type CheckPageData,
  listText,
  readCheckForm,
  sharedReadingOf,
  shareQuery,
} from "~/adapters/web/check-page.server";
import { labelReaderUrls } from "~/adapters/http/label-reader-files.server";
import { checkHeaders, overCheckRateLimit, rateLimitedPage } from "~/adapters/web/check-rate-limit.server";
import { languageParam } from "~/adapters/web/route-params.server";
import { checkInsightsOf } from "~/adapters/web/check-insights.server";
import { viewerAndUserOf } from "~/adapters/web/viewer.server";
import type { IngredientReading, PastedList } from "~/domain/ingredient-reading";
import type { Language } from "~/domain/language";
import { matchStateFor, profileOf } from "~/domain/match-state";
import type { ProductType } from "~/domain/product-types";
import { matchExplanationOf } from "~/ui/product/match-explanation-data";
import { CheckForm } from "~/ui/check/check-form";
import { CheckReading, checkReadingId } from "~/ui/check/check-reading";
import { Notice } from "~/ui/kit/notice";
import { PageShell } from "~/ui/layout/page-shell";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/check";

const emptyPage: CheckPageData = { text: "", productType: null, reading: null, problem: null, shareable: false };

/**
 * What a reading says to this visitor (docs/check.md): the match, read from the list's skin types
 * and concerns by the product page's rule (a pasted list has no price), the closest formulas and
 * the routine's clashes. The visitor is read as every page that shows a match reads them.
 */
async function readingInsights(
  args: { request: Request; context: Route.LoaderArgs["context"]; language: Language },
  list: PastedList,
  productType: ProductType | null,
  reading: IngredientReading,
) {
  const { viewer, userId } = await viewerAndUserOf(args.request, args.context);
  const profile = profileOf(viewer);
  const listed = { skinTypes: reading.skinTypes, aspects: reading.aspects, basePriceGbp: null };
  return {
    match: matchStateFor(viewer, listed),
    matchExplanation: profile ? matchExplanationOf(profile, listed) : null,
    ...(await checkInsightsOf(args.context, { list, productType }, { viewer, userId, language: args.language })),
  };
}

/**
 * `/{lang}/check` (docs/check.md): the paste form, and the reading of the list the address
 * carries (`?list=…&type=…`, ADR 0032). A link that was cut or forged gets a plain message (400).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const t = translator(language);
  const shared = sharedReadingOf(new URL(request.url));
  const head = {
    language,
    seo: { title: t("check:meta.title"), description: t("check:meta.description"), pathAfterLanguage: "/check" },
    // A reading's address holds whatever a visitor pasted: it is not a page for search engines.
    noindex: shared.kind !== "none",
    photoFiles: labelReaderUrls(),
  };
  if (shared.kind === "none") return { ...head, page: emptyPage, insights: null };
  if (shared.kind === "broken") {
    const broken: CheckPageData = { ...emptyPage, problem: "broken-link" };
    return data({ ...head, page: broken, insights: null }, { status: 400 });
  }
  const limited = await overCheckRateLimit(request, context);
  if (limited)
    return data({ ...head, page: rateLimitedPage(listText(shared.list), shared.productType), insights: null }, limited);
  const reading = await context.services.check.read(shared.list, shared.productType);
  const page: CheckPageData = {
    text: listText(shared.list),
    productType: shared.productType,
    reading,
    problem: reading.ingredients.length === 0 ? "none-recognised" : null,
    shareable: true,
  };
  const insights =
    page.problem === null
      ? await readingInsights({ request, context, language }, shared.list, shared.productType, reading)
      : null;
  return { ...head, page, insights };
}

/**
 * Reads the posted list and answers 303 to its reading's address; a list too long for a link is
 * read at once and shown from here. A refused text comes back with its message (400; 413 for a
 * body over the limit), the text kept in the field.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageParam(params.lang);
  const form = await readCheckForm(request);
  if (!form.ok) {
    const refused: CheckPageData = { ...emptyPage, problem: form.problem };
    return data({ page: refused, insights: null }, { status: form.problem === "body-too-large" ? 413 : 400 });
  }
  const list = pastedListProblem(form.text, null) === null ? context.services.check.split(form.text) : null;
  const problem = pastedListProblem(form.text, list);
  if (problem !== null || list === null) {
    // The text comes back to its field without the control characters it was refused for.
    const text = form.text.replace(/(?![\n\t])\p{Cc}/gu, "");
    const refused: CheckPageData = { ...emptyPage, text, productType: form.productType, problem };
    return data({ page: refused, insights: null }, { status: 400 });
  }
  const query = shareQuery(list, form.productType);
  // To the reading itself: a phone would otherwise land on the form above it.
  if (query !== null) return redirect(`${checkPath(language)}?${query}#${checkReadingId}`, 303);
  const limited = await overCheckRateLimit(request, context);
  if (limited) return data({ page: rateLimitedPage(form.text, form.productType), insights: null }, limited);
  const reading = await context.services.check.read(list, form.productType);
  const page: CheckPageData = {
    text: form.text,
    productType: form.productType,
    reading,
    problem: reading.ingredients.length === 0 ? "none-recognised" : null,
    shareable: false,
  };
  const insights =
    page.problem === null
      ? await readingInsights({ request, context, language }, list, form.productType, reading)
      : null;
  return { page, insights };
}

export const headers = checkHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const head = loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
  return loaderData?.noindex ? [...head, { name: "robots", content: "noindex" }] : head;
}

export default function Check({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("check");
  const { language } = loaderData;
  const { page, insights } = actionData ?? loaderData;
  const number = numberFormat(intlLocaleOf(language));
  const message =
    page.problem === null
      ? undefined
      : t(`problems.${page.problem}`, {
          characters: number.format(maxPastedCharacters),
          entries: number.format(maxPastedEntries),
        });
  const fieldProblem = !(
    page.problem === "broken-link" ||
    page.problem === "body-too-large" ||
    page.problem === "unreadable-form" ||
    page.problem === "rate-limited"
  );
  return (
    <PageShell className="max-w-3xl">
      <header>
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-base text-ink-soft">{t("intro")}</p>
      </header>
      {/* A refused text is the field's error; a link or a form that could not be read, the page's. */}
      {message !== undefined && (page.reading !== null || !fieldProblem) ? (
        <Notice
          tone={page.reading === null ? "error" : "accent"}
          role={page.reading === null ? "alert" : "status"}
          className="mt-6"
        >
          {message}
        </Notice>
      ) : null}
      <div className="mt-6">
        <CheckForm
          language={language}
          text={page.text}
          productType={page.productType}
          error={page.reading === null && fieldProblem ? message : undefined}
          photoFiles={loaderData.photoFiles}
        />
      </div>
      {page.reading ? (
        <CheckReading
          reading={page.reading}
          productType={page.productType}
          shareable={page.shareable}
          language={language}
          insights={insights}
        />
      ) : null}
    </PageShell>
  );
}
