import ArrowRight from "lucide-react/icons/arrow-right";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useTranslation } from "~/i18n/i18n-provider";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { homePath } from "~/domain/site-paths";
import { productTypeLinks } from "./layout/site-links";
import { useRootData } from "./layout/use-root-data";
import { buttonVariants } from "~/ui/kit/button-variants";
import { PillLink } from "~/ui/kit/pill";

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
        <p className="caps text-sm text-accent">{t("error.eyebrow")}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{t("error.title")}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t("error.text")}</p>
        {requestId && (documentAddress === null || documentAddress === `${location.pathname}${location.search}`) ? (
          <p className="mt-3 text-sm text-ink-soft">{t("error.reference", { id: requestId })}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            reloadDocument
            to={`${location.pathname}${location.search}`}
            className={buttonVariants({ tone: "ink" })}
          >
            <RefreshCw aria-hidden="true" size={18} />
            {t("error.retry")}
          </Link>
          <Link to={homePath(language)} className={buttonVariants({ tone: "outline" })}>
            {t("notFound.home")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="caps text-sm text-accent">{t("notFound.eyebrow")}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-soft">{t("notFound.text")}</p>
      <Link to={homePath(language)} className={`${buttonVariants({ tone: "ink" })} mt-8`}>
        {t("notFound.home")}
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
      <section aria-labelledby="not-found-types" className="panel-sand mt-12 p-6">
        <h2 id="not-found-types" className="font-semibold">
          {t("notFound.browse")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {productTypeLinks(t, language).map((link) => (
            <li key={link.type}>
              <PillLink to={link.href} size="lg">
                {link.title}
              </PillLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
