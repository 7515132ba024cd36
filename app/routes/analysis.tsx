import { data, redirect, type HeadersArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { screenToShow } from "~/domain/analysis-screens";
import { defaultLanguage, isLanguage, type Language } from "~/domain/language";
import { translator } from "~/i18n/translate.server";
import { serviceFailure } from "~/adapters/web/service-failure.server";
import { readAnalysisForm } from "~/adapters/web/analysis-form.server";
import { InvalidAnswersError } from "~/server/analysis/analysis-service.server";
import { SelfieRejectedError } from "~/server/storage/selfie-images.server";
import { AnalysisQuestionnaire } from "~/ui/analysis/analysis-questionnaire";
import type { FinishError } from "~/ui/analysis/finish-error";
import { analysisAppId, NoscriptNotice } from "~/ui/analysis/noscript-notice";
import { readAnalysisQuery } from "~/domain/read-analysis-query";
import { profilePath, signInPath } from "~/domain/site-paths";
import { seoMeta } from "~/ui/seo";
import type { Route } from "./+types/analysis";

function languageOf(params: { lang?: string }): Language {
  return isLanguage(params.lang) ? params.lang : defaultLanguage;
}

/** A URL with answers is one visitor's: no cache, shared or the browser's, keeps its page. */
const visitorsOwn = { "Cache-Control": "private, no-store" };

/**
 * The page, at the screen the URL asks for with the answers it carries (`readAnalysisQuery`,
 * docs/decisions/0025-analysis-answers-in-the-url.md), so that every step and the summary work
 * before the page's scripts run. Values that cannot be read are left out and said on the page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const t = translator(language);
  // The page decides at the end whether to save (signed in) or to keep the answers for sign-up.
  const session = await context.services.accounts.sessionOf(request.headers);
  const query = readAnalysisQuery(new URL(request.url).searchParams);
  const shown = screenToShow(query.screen, { answers: query.answers, selfieDecided: query.selfieSkipped }, false);
  return data(
    {
      language,
      signedIn: session !== null,
      carried: { answers: query.answers, selfieSkipped: query.selfieSkipped, rejected: query.rejected.length > 0 },
      // The location step's list comes with the page that shows it, so it works before the scripts.
      countries: shown === "location" ? context.services.countries : null,
      // The first screen is the way in, for search engines too; a later screen is one visitor's state.
      indexable: !query.carriesState,
      seo: {
        title: t("analysis:meta.title"),
        description: t("analysis:meta.description"),
        publicUrl: context.settings.publicUrl,
      },
    },
    query.carriesState ? { headers: visitorsOwn } : undefined,
  );
}

export function headers({ loaderHeaders }: HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, language } = loaderData;
  return [
    ...seoMeta({
      title: seo.title,
      description: seo.description,
      language,
      pathAfterLanguage: "/analysis",
      publicUrl: seo.publicUrl,
    }),
    ...(loaderData.indexable ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}

/**
 * Saves a signed-in visitor's finished analysis (multipart: `answers` JSON, optional
 * `selfie` JPEG, optional `resultToken` of the preview the visitor was shown) and leads to the
 * profile. The answers are validated and scored by the service; each refusal comes back as a
 * code the page translates.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageOf(params);
  // A failure is answered, not thrown: the page keeps the answers and offers to send them
  // again, where an error page would lose them.
  const failed = (error: unknown) => {
    const { failure, status } = serviceFailure(error, context, "analysis not saved");
    return data<FinishError>(failure, { status });
  };
  let session;
  try {
    session = await context.services.accounts.sessionOf(request.headers);
  } catch (error) {
    return failed(error);
  }
  if (!session) throw redirect(signInPath(language));

  const form = await readAnalysisForm(request);
  if (!form.ok) return data<FinishError>({ error: form.problem }, { status: form.status });
  let saved;
  try {
    saved = await context.services.analyses.save(session.userId, form.answers, form.selfie, form.resultToken);
  } catch (error) {
    if (error instanceof InvalidAnswersError) return data<FinishError>({ error: "invalid-answers" }, { status: 400 });
    if (error instanceof SelfieRejectedError) {
      return data<FinishError>({ error: "selfie-rejected", problem: error.problem }, { status: 422 });
    }
    return failed(error);
  }
  // The storage could not take the selfie: the analysis is saved all the same, and the profile says so.
  const selfieNotStored = form.selfie !== null && !saved.hasSelfie;
  throw redirect(selfieNotStored ? `${profilePath(language)}?done=selfie-not-stored` : profilePath(language));
}

/**
 * Moving between the analysis's screens changes only `?step=` (docs/screens.md): the loader (who
 * is signed in) is asked again only after a form was sent, so each step shows at once, also on a
 * slow network.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && defaultShouldRevalidate;
}

export default function AnalysisPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <NoscriptNotice language={loaderData.language} />
      <div id={analysisAppId}>
        <AnalysisQuestionnaire
          language={loaderData.language}
          signedIn={loaderData.signedIn}
          carried={loaderData.carried}
          countries={loaderData.countries}
        />
      </div>
    </div>
  );
}
