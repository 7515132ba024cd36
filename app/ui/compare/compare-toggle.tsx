import Check from "lucide-react/icons/check";
import Plus from "lucide-react/icons/plus";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, useLocation } from "react-router";
import type { Language } from "~/domain/language";
import { comparePath } from "~/domain/site-paths";
import { useRootData } from "../layout/use-root-data";

/**
 * Adds a product to the compare picks or takes it out (docs/screens.md, "Compare"): a form post
 * that comes back to this page, so it works without JavaScript; with it, the page stays where it
 * was scrolled and the history gains no entry. A toggle button: its name stays "Compare: {name}"
 * (the visible word first, then which product) and `aria-pressed` tells whether it is picked.
 */
export function CompareToggle(props: {
  productId: string;
  productName: string;
  language: Language;
  variant?: "card" | "page";
  className?: string;
}) {
  const { t } = useTranslation("compare");
  const location = useLocation();
  const picked = useRootData().compared.includes(props.productId);
  const size = props.variant === "page" ? "min-h-11 px-4 text-sm" : "min-h-9 px-3 text-xs";
  return (
    <Form method="post" action={comparePath(props.language)} replace preventScrollReset className={props.className}>
      <input type="hidden" name="intent" value={picked ? "remove" : "add"} />
      <input type="hidden" name="productId" value={props.productId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={picked}
        aria-label={t("toggle.name", { name: props.productName })}
        className={`compare-toggle ${size}`}
      >
        {picked ? (
          <Check aria-hidden="true" size={props.variant === "page" ? 16 : 14} />
        ) : (
          <Plus aria-hidden="true" size={props.variant === "page" ? 16 : 14} />
        )}
        {t("toggle.label")}
      </button>
    </Form>
  );
}
