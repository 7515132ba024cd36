import LoaderCircle from "lucide-react/icons/loader-circle";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link, useLocation, useNavigation } from "react-router";

/**
 * 'Show More' (docs/screens.md): a real link to `?page=N+1`, so it works without JavaScript (the
 * server renders the first (N+1) × 10 products). With JavaScript the click is a client
 * navigation that keeps the scroll position, so the list grows in place.
 */
export function ShowMore(props: { shown: number; total: number; page: number }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  params.set("page", String(props.page + 1));
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    new URLSearchParams(navigation.location.search).get("page") === String(props.page + 1);
  const remaining = props.shown < props.total;

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-ink-soft" aria-live="polite">
        {t("list.showing", { shown: props.shown, total: props.total })}
      </p>
      {remaining ? (
        <Link
          to={{ search: `?${params.toString()}` }}
          preventScrollReset
          replace
          data-show-more=""
          aria-busy={loading || undefined}
          className="inline-flex min-h-12 min-w-48 items-center justify-center gap-2 rounded-full bg-ink px-6 py-3 text-sm font-semibold text-cream transition-colors hover:bg-ink/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {loading ? <LoaderCircle aria-hidden="true" size={16} className="animate-spin" /> : null}
          {loading ? t("list.loadingMore") : t("list.showMore")}
        </Link>
      ) : null}
    </div>
  );
}
