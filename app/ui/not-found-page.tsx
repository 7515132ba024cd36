import ArrowRight from "lucide-react/icons/arrow-right";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useTranslation } from "~/i18n/i18n-provider";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { homePath } from "~/domain/site-paths";
import { productTypeLinks } from "./layout/site-links";
import { useRootData } from "./layout/use-root-data";

/**
 * The address of the document the browser loaded (null on the server). The root loader's request
 * id names a failure only on that page: a later client navigation is a request of its own.
 */
const documentAddress = typeof window === "undefined" ? null : `${window.location.pathname}${window.location.search}`;

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * The error page inside the header and footer: a friendly 404 with ways back into the
 * catalogue, or, for any other failure, an apology and a way to try again. The HTTP status
 * is whatever the code that threw set.
 */
export function NotFoundPage(props: { error: unknown }) {
  const { t } = useTranslation("common");
  const { language, requestId } = useRootData();
  const location = useLocation();
  const notFound = isNotFound(props.error);

  if (!notFound) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t("error.eyebrow")}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{t("error.title")}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t("error.text")}</p>
        {requestId && (documentAddress === null || documentAddress === `${location.pathname}${location.search}`) ? (
          <p className="mt-3 text-sm text-ink-soft">{t("error.reference", { id: requestId })}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            reloadDocument
            to={`${location.pathname}${location.search}`}
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-ink px-6 font-semibold text-cream hover:bg-ink/90"
          >
            <RefreshCw aria-hidden="true" size={18} />
            {t("error.retry")}
          </Link>
          <Link
            to={homePath(language)}
            className="inline-flex min-h-12 items-center rounded-full border border-ink/30 px-6 font-semibold hover:border-ink"
          >
            {t("notFound.home")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t("notFound.eyebrow")}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-soft">{t("notFound.text")}</p>
      <Link
        to={homePath(language)}
        className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-ink px-6 font-semibold text-cream hover:bg-ink/90"
      >
        {t("notFound.home")}
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
      <section aria-labelledby="not-found-types" className="mt-12 rounded-3xl border border-line bg-sand/60 p-6">
        <h2 id="not-found-types" className="font-semibold">
          {t("notFound.browse")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {productTypeLinks(t, language).map((link) => (
            <li key={link.type}>
              <Link
                to={link.href}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-cream px-4 hover:border-ink/40"
              >
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
