import { Outlet, redirect } from "react-router";
import { isLanguage } from "~/domain/language";
import { NotFoundPage } from "~/ui/not-found-page";
import { SiteFooter } from "~/ui/layout/site-footer";
import { SiteHeader } from "~/ui/layout/site-header";
import type { Route } from "./+types/language-layout";

export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw redirect("/en");
  return null;
}

export default function LanguageLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <NotFoundPage error={error} />
      </main>
      <SiteFooter />
    </div>
  );
}
