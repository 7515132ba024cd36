import CircleCheck from "lucide-react/icons/circle-check";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useTranslation } from "~/i18n/i18n-provider";
import type { IngredientFlags } from "~/domain/ingredient-flags";
import { intlLocaleOf, type Language } from "~/domain/language";
import { listFormat } from "~/domain/intl-formatters";
import { badgeVariants } from "~/ui/kit/badge";

/**
 * The product page's ingredient flags (docs/ingredient-flags.md): "free of" badges first, then
 * each flag with the ingredients that raise it and the source of its rule; a flag raised only by
 * names that may be its ingredient says "may contain".
 */
export function IngredientFlagList(props: { flags: IngredientFlags; language: Language }) {
  const { t } = useTranslation("catalog");
  const list = listFormat(intlLocaleOf(props.language), { type: "conjunction" });
  const { flags, freeOf } = props.flags;
  return (
    <div>
      <p className="text-xs leading-relaxed text-ink-soft">{t("flags.intro")}</p>
      {freeOf.length > 0 ? (
        <ul aria-label={t("flags.freeOfLabel")} className="mt-3 flex flex-wrap gap-2">
          {freeOf.map((key) => (
            <li key={key} className={badgeVariants({ tone: "fresh", size: "row" })}>
              <CircleCheck aria-hidden="true" size={16} />
              {t(`flags.freeOf.${key}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {flags.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {flags.map(({ flag, ingredients, uncertain }) => (
            <li key={flag} className="card p-4">
              <p className="flex items-center gap-2 font-semibold">
                <TriangleAlert aria-hidden="true" size={18} className="shrink-0 text-accent" />
                {t(`flags.flag.${flag}.title`)}
              </p>
              <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">
                {t(
                  uncertain && flag === "essential-oils"
                    ? `flags.flag.${flag}.uncertainText`
                    : `flags.flag.${flag}.text`,
                  {
                    ingredients: list.format(ingredients),
                  },
                )}
              </p>
              <p className="mt-1.5 text-xs text-ink-soft">
                {t("flags.source", { source: t(`flags.flag.${flag}.source`) })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">{t("flags.none")}</p>
      )}
    </div>
  );
}
