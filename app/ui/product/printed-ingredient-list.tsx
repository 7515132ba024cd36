import { Link } from "react-router";
import type { ProductIngredientView } from "~/domain/catalog-views";
import type { Language } from "~/domain/language";
import { ingredientPath } from "~/domain/product-url";
import { statedPercentText } from "~/domain/stated-percent";
import { useTranslation } from "~/i18n/i18n-provider";

function Names(props: { ingredients: readonly ProductIngredientView[]; language: Language }) {
  return props.ingredients.map((ingredient, index) => (
    <span key={`${index}-${ingredient.rawName}`}>
      {index > 0 ? ", " : null}
      {ingredient.ingredientId ? (
        <Link to={ingredientPath(props.language, ingredient.ingredientId)} className="link hover:text-ink">
          {ingredient.name}
        </Link>
      ) : (
        ingredient.name
      )}
      {ingredient.statedPercent === null ? null : ` ${statedPercentText(ingredient.statedPercent, props.language)}`}
    </span>
  ));
}

/**
 * The ingredient list as the label prints it, each name linked to its page, with the percentage
 * the label states beside a name; a US "Drug Facts" label's active ingredients stand apart,
 * above the inactive list (docs/catalogue.md, "Splits INCI lists").
 */
export function PrintedIngredientList(props: { ingredients: readonly ProductIngredientView[]; language: Language }) {
  const { t } = useTranslation("catalog");
  const actives = props.ingredients.filter((ingredient) => ingredient.active);
  if (actives.length === 0) {
    return (
      <p className="text-sm leading-relaxed text-ink-soft">
        <Names ingredients={props.ingredients} language={props.language} />
      </p>
    );
  }
  return (
    <>
      <p className="text-sm leading-relaxed text-ink-soft">
        <span className="font-semibold text-ink">{t("product.activeIngredients")}: </span>
        <Names ingredients={actives} language={props.language} />
      </p>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">
        <span className="font-semibold text-ink">{t("product.inactiveIngredients")}: </span>
        <Names ingredients={props.ingredients.filter((ingredient) => !ingredient.active)} language={props.language} />
      </p>
    </>
  );
}
