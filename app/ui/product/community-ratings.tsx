import ExternalLink from "lucide-react/icons/external-link";
import { useTranslation } from "~/i18n/i18n-provider";
import { type CommunityRating, ratingSiteName } from "~/domain/community-ratings";
import { numberFormat } from "~/domain/intl-formatters";
import { intlLocaleOf, type Language } from "~/domain/language";

/**
 * Shoppers' ratings on other sites (docs/rules.md, "Community ratings"): each as its site showed
 * it, with its number of reviews and year, and a link where the source gives one. They are never
 * averaged into a figure of kulit's own.
 */
export function CommunityRatings(props: { ratings: CommunityRating[]; language: Language }) {
  const { t } = useTranslation("catalog");
  const locale = intlLocaleOf(props.language);
  const stars = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = numberFormat(locale);
  return (
    <>
      <p className="text-sm leading-relaxed text-ink-soft">{t("ratings.intro")}</p>
      <ul className="mt-3 divide-y divide-line overflow-hidden card">
        {props.ratings.map((rating) => {
          const values = {
            stars: stars.format(rating.stars),
            reviews: rating.reviewCount === null ? "" : count.format(rating.reviewCount),
            ...(rating.reviewCount === null ? {} : { count: rating.reviewCount }),
            site: ratingSiteName(rating.site),
            year: rating.observedOn.slice(0, 4),
          };
          const kind = rating.reviewCount === null ? "withoutCount" : "withCount";
          return (
            <li key={rating.site} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
              <p>
                <span aria-hidden="true" className="font-semibold tabular-nums">
                  {t(`ratings.${kind}.shown`, values)}
                </span>
                <span className="sr-only">{t(`ratings.${kind}.spoken`, values)}</span>
              </p>
              {rating.url ? (
                <a
                  href={rating.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold link"
                >
                  {t("ratings.readReviews", { site: values.site })}
                  <ExternalLink aria-hidden="true" size={14} />
                  <span className="sr-only"> {t("product.newTab")}</span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
