import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import ScanFace from "lucide-react/icons/scan-face";
import { useTranslation } from "~/i18n/i18n-provider";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { adviceAspects } from "~/domain/advice";
import type { BudgetFit } from "~/domain/budget";
import type { Language } from "~/domain/language";
import { marketFor } from "~/domain/markets";
import { skinTypePath } from "~/domain/product-url";
import { matchProfileOf } from "~/domain/skin-analysis";
import { translator } from "~/i18n/translate.server";
import { languageParam } from "~/adapters/web/route-params.server";
import { analysisPath, homePath, profilePath, routinePath, signInPath } from "~/domain/site-paths";
import { PageShell } from "~/ui/layout/page-shell";
import { ProductGrid } from "~/ui/product/product-grid";
import { buttonVariants } from "~/ui/kit/button-variants";
import { noticeVariants } from "~/ui/kit/notice";
import { formatDate } from "~/ui/profile/format-date";
import { isConfirmedIntent, profileIntents } from "~/ui/profile/profile-intent";
import { ProfileSettings } from "~/ui/profile/profile-settings";
import { ScoreBars } from "~/ui/profile/score-bars";
import { ScoreHistory } from "~/ui/profile/score-history";
import { SelfieCard } from "~/ui/profile/selfie-card";
import { SkinAdvice } from "~/ui/profile/skin-advice";
import type { Route } from "./+types/profile";

/** `?done=…` after a redirect from the action: what the status line says. */
const doneSchema = z.enum(["selfie-deleted", "selfie-not-stored"]).nullable().catch(null);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const session = await context.services.accounts.sessionOf(request.headers);
  if (!session) throw redirect(signInPath(language));
  const { analyses, catalog } = context.services;
  const [latest, history] = await Promise.all([analyses.latest(session.userId), analyses.history(session.userId)]);
  const url = new URL(request.url);
  const confirm = url.searchParams.get("confirm");
  const t = translator(language);
  const topPicks = latest ? await catalog.topPicks(marketFor(language).market, matchProfileOf(latest)) : [];
  return {
    language,
    email: session.email,
    analysis: latest
      ? {
          id: latest.id,
          skinType: latest.skinType,
          scores: latest.scores,
          hasSelfie: latest.hasSelfie,
          createdAt: latest.createdAt,
        }
      : null,
    advice: latest ? adviceAspects(latest.scores) : [],
    topPicks: topPicks.map(({ product, percent, budget }) => ({
      product,
      match: { state: "match" as const, percent },
      budget,
    })),
    // One analysis is not a trend: the chart needs two or more.
    history:
      history.length >= 2
        ? history.map((analysis) => ({ createdAt: analysis.createdAt, scores: analysis.scores }))
        : [],
    confirm: isConfirmedIntent(confirm) ? confirm : null,
    done: doneSchema.parse(url.searchParams.get("done")),
    metaTitle: t("profile:meta.title"),
    metaDescription: t("profile:meta.description"),
  };
}

const actionSchema = z.object({ intent: z.enum(profileIntents) });

/**
 * The profile's forms. Each checks the session itself (an expired session is sent to sign
 * in) and passes on the Set-Cookie headers of the account service with its redirect.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageParam(params.lang);
  const { accounts, analyses } = context.services;
  const session = await accounts.sessionOf(request.headers);
  if (!session) throw redirect(signInPath(language));
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "invalid-request" as const }, { status: 400 });
  switch (parsed.data.intent) {
    case "sign-out":
      return redirect(homePath(language), { headers: await accounts.signOut(request.headers) });
    case "sign-out-everywhere":
      return redirect(homePath(language), { headers: await accounts.signOutEverywhere(request.headers) });
    case "delete-selfie":
      await analyses.deleteSelfies(session.userId);
      return redirect(`${profilePath(language)}?done=selfie-deleted`);
    case "delete-account":
      return redirect(homePath(language), { headers: await accounts.deleteAccount(session.userId, request.headers) });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.metaTitle} · kulit` },
    { name: "description", content: loaderData.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}

function Section(props: { id: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="mt-12 sm:mt-16">
      <h2 id={props.id} className="text-2xl font-bold tracking-tight">
        {props.title}
      </h2>
      {props.intro ? <p className="mt-1.5 text-ink-soft">{props.intro}</p> : null}
      <div className="mt-5">{props.children}</div>
    </section>
  );
}

/** What a top pick says of the budget (docs/rules.md, "Top picks"): within it, or why it is not. */
const pickBudgetKey = {
  fits: "topPicks.withinBudget",
  above: "topPicks.aboveBudget",
  unknown: "topPicks.unknownBudget",
} as const satisfies Record<BudgetFit, string>;

function PickBudget(props: { budget: BudgetFit }) {
  const { t } = useTranslation("profile");
  const fits = props.budget === "fits";
  const Icon = fits ? CheckCircle2 : CircleAlert;
  return (
    <p className={`flex items-start gap-1.5 text-xs font-medium ${fits ? "text-ink" : "text-ink-soft"}`}>
      <Icon aria-hidden="true" size={14} className={`mt-px shrink-0 ${fits ? "text-accent" : ""}`} />
      {t(pickBudgetKey[props.budget])}
    </p>
  );
}

function NoAnalysis(props: { language: Language }) {
  const { t } = useTranslation("profile");
  return (
    <header className="animate-[fade-in_0.5s_ease-out_both] rounded-[2rem] bg-sand px-6 py-10 sm:px-10 sm:py-14">
      <span className="grid h-14 w-14 place-items-center rounded-2xl bg-accent-soft text-accent">
        <ScanFace aria-hidden="true" size={28} />
      </span>
      <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{t("empty.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-soft">{t("empty.text")}</p>
      <Link to={analysisPath(props.language)} className={`${buttonVariants()} mt-7`}>
        {t("empty.cta")}
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
    </header>
  );
}

/** What the status line says after each `?done=…`: a selfie deleted, or one that could not be kept. */
const doneNotices = {
  "selfie-deleted": { tone: "plain", Icon: CheckCircle2, iconColour: "text-good", text: "selfie.deleted" },
  "selfie-not-stored": { tone: "accent", Icon: CircleAlert, iconColour: "text-accent", text: "selfie.notStored" },
} as const;

function DoneNotice({ done }: { done: keyof typeof doneNotices }) {
  const { t } = useTranslation("profile");
  const { tone, Icon, iconColour, text } = doneNotices[done];
  return (
    <span className={`${noticeVariants({ tone })} mb-6`}>
      <Icon aria-hidden="true" size={18} className={iconColour} />
      {t(text)}
    </span>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["profile", "catalog"]);
  const { language, analysis } = loaderData;

  return (
    <PageShell className="max-w-5xl">
      <p role="status" className="empty:hidden">
        {loaderData.done ? <DoneNotice done={loaderData.done} /> : null}
      </p>
      {actionData?.error ? (
        <p role="alert" className={`${noticeVariants({ tone: "accent" })} mb-6`}>
          {t("errors.invalidRequest")}
        </p>
      ) : null}

      {analysis ? (
        <>
          <div className="grid gap-8 md:grid-cols-[1fr_auto] md:items-start">
            <header className="max-w-2xl animate-[fade-in_0.5s_ease-out_both]">
              <p className="eyebrow">{t("eyebrow")}</p>
              <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
                {t(`catalog:skinTypes.${analysis.skinType}.title`)}
              </h1>
              <p className="mt-3 text-lg leading-relaxed text-ink-soft">
                {t(`catalog:skinTypes.${analysis.skinType}.description`)}
              </p>
              <p className="mt-3 text-sm text-ink-soft">
                {t("analysedOn", { date: formatDate(analysis.createdAt, language) })}
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={skinTypePath(language, analysis.skinType)} className={buttonVariants()}>
                  {t("shopSkinType", { skinType: t(`catalog:skinTypes.${analysis.skinType}.title`) })}
                  <ArrowRight aria-hidden="true" size={18} />
                </Link>
                <Link to={analysisPath(language)} className={buttonVariants({ tone: "outline" })}>
                  <RotateCcw aria-hidden="true" size={18} />
                  {t("retake")}
                </Link>
              </div>
            </header>
            {analysis.hasSelfie ? (
              <div className="md:w-80">
                <SelfieCard analysisId={analysis.id} confirmOpen={loaderData.confirm === "delete-selfie"} />
              </div>
            ) : null}
          </div>

          <Section id="scores-title" title={t("scores.title")} intro={t("scores.intro")}>
            <div className="panel p-5 sm:p-6">
              <ScoreBars scores={analysis.scores} />
            </div>
          </Section>

          {loaderData.history.length > 0 ? (
            <Section
              id="history-title"
              title={t("history.title")}
              intro={t("history.intro", { count: loaderData.history.length })}
            >
              <ScoreHistory history={loaderData.history} language={language} />
            </Section>
          ) : null}

          <Section id="advice-title" title={t("advice.title")} intro={t("advice.intro")}>
            <SkinAdvice aspects={loaderData.advice} scores={analysis.scores} language={language} />
          </Section>

          <Section id="top-picks-title" title={t("topPicks.title")} intro={t("topPicks.intro")}>
            {loaderData.topPicks.length > 0 ? (
              <ProductGrid
                items={loaderData.topPicks.map((pick) => ({ ...pick, note: <PickBudget budget={pick.budget} /> }))}
                language={language}
                headingLevel={3}
              />
            ) : (
              <p className="card-empty px-5 py-6 text-center text-ink-soft">{t("topPicks.empty")}</p>
            )}
          </Section>
        </>
      ) : (
        <NoAnalysis language={language} />
      )}

      <Link to={routinePath(language)} className={`${buttonVariants({ tone: "outline" })} mt-12 sm:mt-16`}>
        {t("routine:profileLink")}
        <ArrowRight aria-hidden="true" size={18} />
      </Link>

      <div className="mt-12 sm:mt-16">
        <ProfileSettings email={loaderData.email} confirm={loaderData.confirm} />
      </div>
    </PageShell>
  );
}
