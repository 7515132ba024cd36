import LoaderCircle from "lucide-react/icons/loader-circle";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link, useLocation, useNavigation } from "react-router";
import { buttonVariants } from "~/ui/kit/button-variants";

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
          className={`${buttonVariants({ tone: "ink" })} min-w-48 py-3 text-sm`}
        >
          {loading ? <LoaderCircle aria-hidden="true" size={16} className="animate-spin" /> : null}
          {loading ? t("list.loadingMore") : t("list.showMore")}
        </Link>
      ) : null}
    </div>
  );
}
