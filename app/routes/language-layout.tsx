import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { defaultLanguage, isLanguage, type Language } from "~/domain/language";
import type { PageResources } from "~/i18n/namespaces";
import { createTranslate } from "~/i18n/translate";
import { SiteFooter } from "~/ui/layout/site-footer";
import { NavigationProgress } from "~/ui/layout/navigation-progress";
import { SiteHeader } from "~/ui/layout/site-header";
import { isNotFound, NotFoundPage } from "~/ui/not-found-page";
import type { Route } from "./+types/language-layout";

export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw redirect("/en");
  return null;
}

/** The loader only checks the language: nothing else can change its answer. */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang && defaultShouldRevalidate;
}

/** Only used when the error boundary below renders: the page's own meta never ran. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = matches.find((match) => match?.id === "root")?.data as
    { language?: Language; resources?: Partial<PageResources> } | undefined;
  const t = createTranslate(root?.language ?? defaultLanguage, root?.resources ?? {}, ["common"]);
  const title = isNotFound(error)
    ? t("notFound.title", { defaultValue: "Page not found" })
    : t("error.title", { defaultValue: "Something went wrong" });
  return [{ title: `${title} · kulit` }, { name: "robots", content: "noindex" }];
}

function Frame(props: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {props.children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function LanguageLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame>
      <NotFoundPage error={error} />
    </Frame>
  );
}
